/**
 * Older saved forms of the Donations Form, each with its own save as Jetpack wrote it.
 *
 * 1. The fallback written in another language: today's form, but the headings and link texts
 *    are Jetpack's defaults translated into the site's language when the post was saved. They
 *    are read back from the markup, so a post saved on a French site still opens valid here.
 * 2. The fallback with the author's own texts: each shown interval's heading, extra text and
 *    button text, in a plain wrapper (before the fallback switched to the default texts).
 * 3. The first form: the whole donation form in the post (tabs, amounts written with the
 *    currency symbol in front, the custom amount, buttons), which Jetpack's script brought
 *    to life. The tab titles are read back from the markup for the same reason as in 1.
 *
 * Each migrates to today's attributes unchanged: the old attributes are today's attributes
 * (the first form had no fallback link yet).
 */
import { RichText } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import {
	formatCurrency,
	getCurrencyDefaults,
	minimumAmount,
} from '@shared/currencies';
import metadata from './block.json';
import { defaultExtraText, defaultTexts, tabTitles } from './defaults';
import { enabledIntervals, hasOneTimePlan, TAB_ATTRIBUTES } from './rules';
import type { DonationsAttributes, DonationTab, Interval } from './types';

type Attributes = BlockDeprecation< DonationsAttributes >[ 'attributes' ];

const { fallbackLinkUrl, ...attributesBeforeFallbackLink } =
	metadata.attributes;

/** Texts read back from saved markup, in document order. */
interface TextItem {
	text?: string;
}

/**
 * The texts read back when there are as many as expected; otherwise the expected ones (so the
 * markup does not validate and the next form is tried).
 *
 * @param read     Texts read from the markup.
 * @param expected The texts this save writes in the editor's language.
 * @return The texts to write.
 */
function textsOrExpected(
	read: TextItem[] | undefined,
	expected: string[]
): string[] {
	if ( ! read || read.length !== expected.length ) {
		return expected;
	}
	return read.map( ( item ) => item.text ?? '' );
}

/**
 * The intervals the block shows, in order, with their settings.
 *
 * @param attributes The block's attributes.
 * @return Interval and settings of each shown tab.
 */
function shownTabs(
	attributes: DonationsAttributes
): Array< [ Interval, DonationTab ] > {
	return enabledIntervals( attributes ).map( ( interval ) => [
		interval,
		attributes[ TAB_ATTRIBUTES[ interval ] ] as DonationTab,
	] );
}

type TranslatedAttributes = DonationsAttributes & {
	fallbackHeadings?: TextItem[];
	fallbackLinkTexts?: TextItem[];
};

// 1. Today's fallback with the default texts in the language the post was saved in.
const translatedFallback: BlockDeprecation< TranslatedAttributes > = {
	attributes: {
		...( metadata.attributes as Attributes ),
		fallbackHeadings: {
			type: 'array',
			source: 'query',
			selector: 'h4',
			query: { text: { type: 'string', source: 'html' } },
		},
		fallbackLinkTexts: {
			type: 'array',
			source: 'query',
			selector: 'a.jetpack-donations-fallback-link',
			query: { text: { type: 'string', source: 'html' } },
		},
	} as BlockDeprecation< TranslatedAttributes >[ 'attributes' ],
	supports: metadata.supports,
	migrate: ( { fallbackHeadings, fallbackLinkTexts, ...attributes } ) =>
		attributes as TranslatedAttributes,
	save: ( { attributes } ) => {
		const values = attributes as TranslatedAttributes;
		if ( ! hasOneTimePlan( values ) ) {
			return null;
		}
		const tabs = shownTabs( values );
		const defaults = defaultTexts();
		const headings = textsOrExpected(
			values.fallbackHeadings,
			tabs.map( ( [ interval ] ) => defaults[ interval ].heading )
		);
		const links = textsOrExpected(
			values.fallbackLinkTexts,
			tabs.map( ( [ interval ] ) => defaults[ interval ].buttonText )
		);
		return (
			<div>
				{ tabs.map( ( [ interval, tab ], index ) => (
					<FallbackPart
						key={ interval }
						separator={ index > 0 }
						heading={ headings[ index ] }
						extraText={ tab.extraText ?? defaultExtraText() }
						buttonText={ links[ index ] }
						url={ values.fallbackLinkUrl }
					/>
				) ) }
			</div>
		);
	},
};

/**
 * One interval of a fallback: heading, extra text and the link to the post.
 *
 * @param props            Props.
 * @param props.separator  Whether a rule comes first.
 * @param props.heading    Heading.
 * @param props.extraText  Extra text.
 * @param props.buttonText Link text.
 * @param props.url        Link.
 */
function FallbackPart( {
	separator,
	heading,
	extraText,
	buttonText,
	url,
}: {
	separator: boolean;
	heading?: string;
	extraText?: string;
	buttonText?: string;
	url?: string;
} ) {
	return (
		<>
			{ separator && <hr className="donations__separator" /> }
			<RichText.Content tagName="h4" value={ heading ?? '' } />
			<RichText.Content tagName="p" value={ extraText ?? '' } />
			<RichText.Content
				tagName="a"
				className="jetpack-donations-fallback-link"
				href={ url }
				rel="noopener noreferrer noamphtml"
				target="_blank"
				value={ buttonText ?? '' }
			/>
		</>
	);
}

// 2. The fallback with each interval's own texts; the fallback link defaulted to ''.
const ownTextsFallback: BlockDeprecation< DonationsAttributes > = {
	attributes: {
		...( metadata.attributes as Attributes ),
		fallbackLinkUrl: { ...fallbackLinkUrl, default: '' },
	} as Attributes,
	supports: { html: false },
	save: ( { attributes } ) => {
		const values = attributes as DonationsAttributes;
		if ( ! hasOneTimePlan( values ) ) {
			return null;
		}
		return (
			<div>
				{ shownTabs( values ).map( ( [ interval, tab ], index ) => (
					<FallbackPart
						key={ interval }
						separator={ index > 0 }
						heading={ tab.heading }
						extraText={ tab.extraText }
						buttonText={ tab.buttonText }
						url={ values.fallbackLinkUrl }
					/>
				) ) }
			</div>
		);
	},
};

/**
 * An amount as the first form wrote it: always the symbol first, then the digits with the
 * currency's separators ("$5.00", "€5,00", "kr.5,00", "¥1,000").
 *
 * @param amount   The amount.
 * @param currency A currency code.
 * @return The written amount.
 */
export function firstFormAmount( amount: number, currency: string ): string {
	const digits = formatCurrency( Math.abs( amount ), currency, {
		symbol: false,
	} );
	if ( digits === undefined ) {
		return '';
	}
	return `${ amount < 0 ? '-' : '' }${
		getCurrencyDefaults( currency ).symbol
	}${ digits }`;
}

/**
 * The custom amount's placeholder in the first form: 100 times the minimum, without a symbol.
 *
 * @param currency A currency code.
 * @return The written amount, or '' for a currency without a minimum.
 */
export function firstFormEmptyText( currency: string ): string {
	const minimum = minimumAmount( currency );
	if ( minimum === undefined ) {
		return '';
	}
	return formatCurrency( minimum * 100, currency, { symbol: false } ) ?? '';
}

type FirstFormAttributes = DonationsAttributes & { tabTitles?: TextItem[] };

const ITEM_CLASS: Record< Interval, string > = {
	'one-time': 'donations__one-time-item',
	'1 month': 'donations__monthly-item',
	'1 year': 'donations__annual-item',
};

// 3. The whole form in the post.
const firstForm: BlockDeprecation< FirstFormAttributes > = {
	attributes: {
		...( attributesBeforeFallbackLink as Attributes ),
		tabTitles: {
			type: 'array',
			source: 'query',
			selector: '.donations__nav-item',
			query: { text: { type: 'string', source: 'text' } },
		},
	} as BlockDeprecation< FirstFormAttributes >[ 'attributes' ],
	supports: { html: false },
	migrate: ( { tabTitles: titles, ...attributes } ) =>
		attributes as FirstFormAttributes,
	save: ( { attributes } ) => {
		const values = attributes as FirstFormAttributes;
		const { currency, oneTimeDonation, showCustomAmount } = values;
		if (
			! oneTimeDonation ||
			! oneTimeDonation.show ||
			oneTimeDonation.planId === -1
		) {
			return null;
		}
		const tabs = shownTabs( values );
		const titles = textsOrExpected(
			values.tabTitles,
			tabs.map( ( [ interval ] ) => tabTitles()[ interval ] )
		);
		const items = (
			render: ( tab: DonationTab, interval: Interval ) => JSX.Element
		) => tabs.map( ( [ interval, tab ] ) => render( tab, interval ) );
		return (
			<div>
				<div className="donations__container">
					{ tabs.length > 1 && (
						<div className="donations__nav">
							{ tabs.map( ( [ interval ], index ) => (
								<div
									role="button"
									tabIndex={ 0 }
									className="donations__nav-item"
									key={ interval }
									data-interval={ interval }
								>
									{ titles[ index ] }
								</div>
							) ) }
						</div>
					) }
					<div className="donations__content">
						<div className="donations__tab">
							{ items( ( tab, interval ) => (
								<RichText.Content
									key={ interval }
									tagName="h4"
									className={ ITEM_CLASS[ interval ] }
									value={ tab.heading ?? '' }
								/>
							) ) }
							<RichText.Content
								tagName="p"
								value={ values.chooseAmountText }
							/>
							{ items( ( tab, interval ) => (
								<div
									key={ interval }
									className={ `donations__amounts ${ ITEM_CLASS[ interval ] }` }
								>
									{ tab.amounts.map( ( amount, index ) => (
										<div
											key={ index }
											className="donations__amount"
											data-amount={ amount }
										>
											{ firstFormAmount(
												amount,
												currency
											) }
										</div>
									) ) }
								</div>
							) ) }
							{ showCustomAmount && (
								<>
									<RichText.Content
										tagName="p"
										value={ values.customAmountText }
									/>
									<div className="donations__amount donations__custom-amount">
										{
											getCurrencyDefaults( currency )
												.symbol
										}
										<div
											className="donations__amount-value"
											data-currency={ currency }
											data-empty-text={ firstFormEmptyText(
												currency
											) }
										/>
									</div>
								</>
							) }
							<div className="donations__separator">——</div>
							{ items( ( tab, interval ) => (
								<RichText.Content
									key={ interval }
									tagName="p"
									className={ ITEM_CLASS[ interval ] }
									value={ tab.extraText ?? '' }
								/>
							) ) }
							{ items( ( tab, interval ) => (
								<div
									key={ interval }
									className={ `wp-block-button donations__donate-button-wrapper ${ ITEM_CLASS[ interval ] }` }
								>
									<RichText.Content
										tagName="a"
										className={ `wp-block-button__link donations__donate-button ${ ITEM_CLASS[ interval ] }` }
										value={ tab.buttonText ?? '' }
									/>
								</div>
							) ) }
						</div>
					</div>
				</div>
			</div>
		);
	},
};

const deprecated = [
	translatedFallback,
	ownTextsFallback,
	firstForm,
] as BlockDeprecation< DonationsAttributes >[];

export default deprecated;
