/**
 * Saved markup (as Jetpack saves it): a fallback for places that do not run the block's
 * rendering (feeds, email), with each shown interval's default heading, extra text and a link
 * to the post. Nothing is saved until the one-time plan exists. Visitors get the form from
 * render.php.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { Fragment } from '@wordpress/element';
import { defaultExtraText, defaultTexts } from './defaults';
import { enabledIntervals, hasOneTimePlan, TAB_ATTRIBUTES } from './rules';
import type { DonationsAttributes, DonationTab, Interval } from './types';

/**
 * One interval's fallback.
 *
 * @param props          Props.
 * @param props.interval Interval.
 * @param props.tab      The interval's settings.
 * @param props.url      The fallback link.
 */
function Fallback( {
	interval,
	tab,
	url,
}: {
	interval: Interval;
	tab: DonationTab;
	url?: string;
} ) {
	const texts = defaultTexts()[ interval ];
	return (
		<>
			<RichText.Content tagName="h4" value={ texts.heading } />
			<RichText.Content
				tagName="p"
				value={ tab.extraText ?? defaultExtraText() }
			/>
			<RichText.Content
				tagName="a"
				className="jetpack-donations-fallback-link"
				href={ url }
				rel="noopener noreferrer noamphtml"
				target="_blank"
				value={ texts.buttonText }
			/>
		</>
	);
}

export default function save( {
	attributes,
}: {
	attributes: DonationsAttributes;
} ) {
	if ( ! hasOneTimePlan( attributes ) ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			{ enabledIntervals( attributes ).map( ( interval, index ) => (
				<Fragment key={ interval }>
					{ index > 0 && <hr className="donations__separator" /> }
					<Fallback
						interval={ interval }
						tab={
							attributes[
								TAB_ATTRIBUTES[ interval ]
							] as DonationTab
						}
						url={ attributes.fallbackLinkUrl }
					/>
				</Fragment>
			) ) }
		</div>
	);
}
