/**
 * Donations Form in the editor: a currency dropdown in the toolbar, a settings sidebar, tabs
 * One-Time / Monthly / Yearly and, per tab, its heading, the choose-amount text, three tiers,
 * the optional custom amount, the extra text and the shared button text. The plans of the
 * currency are read; they are created, and their ids and the fallback link written, only with
 * an author's change or insertion, never when a post opens. A locked placeholder shows when
 * they cannot be loaded.
 */
import {
	BlockControls,
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Dropdown,
	MenuGroup,
	MenuItem,
	PanelBody,
	Placeholder,
	Spinner,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { ToggleControl } from '@shared/controls';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { currencyDollar } from '@wordpress/icons';
import { DONATION_CURRENCIES } from './currencies';
import {
	formatCurrency,
	getCurrencySymbol,
	parseAmount,
} from '@shared/currencies';
import { editorSelectors } from '@shared/editor-store';
import StripeBanner from './stripe-banner';
import { useJustInserted } from './use-just-inserted';
import { tabTitles } from './defaults';
import { store as membershipProductsStore } from '@stores/membership-products';
import {
	activeInterval,
	customAmountState,
	defaultAmounts,
	enabledIntervals,
	siteFixes,
	TAB_ATTRIBUTES,
	withCurrency,
} from './rules';
import type { DonationsAttributes, DonationTab, Interval } from './types';

type Props = BlockEditProps< DonationsAttributes >;

/**
 * The tiers' accessible names, each one whole string to translate.
 *
 * @return "Tier 1", "Tier 2", "Tier 3".
 */
const tierLabels = (): [ string, string, string ] => [
	__( 'Tier 1', 'blockpack' ),
	__( 'Tier 2', 'blockpack' ),
	__( 'Tier 3', 'blockpack' ),
];

/**
 * One tier's input: the amount as typed, stored when it parses.
 *
 * @param props          Props.
 * @param props.label    Accessible name.
 * @param props.value    Stored amount.
 * @param props.currency Currency.
 * @param props.onChange Called with a parsed amount.
 */
function AmountInput( {
	label,
	value,
	currency,
	onChange,
}: {
	label: string;
	value: number;
	currency: string;
	onChange: ( amount: number ) => void;
} ) {
	const [ text, setText ] = useState(
		formatCurrency( value, currency, { symbol: false } ) ?? String( value )
	);
	useEffect( () => {
		setText(
			formatCurrency( value, currency, { symbol: false } ) ??
				String( value )
		);
		// Only when the stored amount or currency changes from outside.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ currency ] );
	const { isInvalid } = customAmountState( text, currency );
	return (
		<div
			className={
				'donations__amount' + ( isInvalid ? ' has-error' : '' )
			}
		>
			<span aria-hidden="true">{ getCurrencySymbol( currency ) }</span>
			<input
				type="text"
				inputMode="decimal"
				aria-label={ label }
				aria-invalid={ isInvalid }
				value={ text }
				onChange={ ( event ) => {
					setText( event.target.value );
					const amount = parseAmount( event.target.value, currency );
					if (
						amount !== null &&
						! customAmountState( event.target.value, currency )
							.isInvalid
					) {
						onChange( amount );
					}
				} }
			/>
		</div>
	);
}

export default function Edit( { attributes, setAttributes, clientId }: Props ) {
	const { currency, showCustomAmount, chooseAmountText, customAmountText } =
		attributes;
	const [ active, setActive ] = useState< Interval >( 'one-time' );
	const [ customText, setCustomText ] = useState(
		String( defaultAmounts( currency ).customAmount )
	);
	// The post's guid (`?p=ID`): unlike the permalink, it does not change when the post is
	// published, so the saved fallback link stays the same.
	const permalink = useSelect( ( select ) => {
		const post = editorSelectors( select ).getCurrentPost?.();
		return post?.guid?.raw ?? post?.guid?.rendered ?? '';
	}, [] );
	const blockProps = useBlockProps();

	// The plans of the currency, read from the store. Opening a post writes nothing: the plan
	// ids and the fallback link are written with the author's changes (and when the author
	// inserts the block), and plans are created only then, for a currency that has none.
	const plans = useSelect(
		( select ) =>
			select( membershipProductsStore ).getDonationPlans( currency ),
		[ currency ]
	);
	const { createDonationPlans } = useDispatch( membershipProductsStore );
	// Whether an author's action still waits for the plans (being loaded or created: the form
	// stays in place meanwhile, so typing goes on).
	const justInserted = useJustInserted( clientId );
	const [ pending, setPending ] = useState( justInserted );
	useEffect( () => {
		if ( ! pending || plans === null || plans.status === 'creating' ) {
			return;
		}
		if ( plans.status === 'missing' ) {
			void createDonationPlans( currency );
			return;
		}
		const fixes = siteFixes( attributes, plans, permalink );
		if ( Object.keys( fixes ).length ) {
			setAttributes( fixes );
		}
		setPending( false );
		// The attributes are read when the plans arrive, not followed.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ pending, plans, currency, permalink, createDonationPlans ] );

	/**
	 * An author's change, with the plans and the fallback link it also writes (later, once
	 * they are loaded or created, when they are not yet).
	 *
	 * @param changes The attributes the author changed.
	 */
	const update = ( changes: Partial< DonationsAttributes > ) => {
		setAttributes( {
			...changes,
			...siteFixes( { ...attributes, ...changes }, plans, permalink ),
		} );
		if (
			plans === null ||
			plans.status === 'missing' ||
			plans.status === 'creating'
		) {
			setPending( true );
		}
	};

	useEffect( () => {
		setCustomText( String( defaultAmounts( currency ).customAmount ) );
	}, [ currency ] );

	// The tab shown: One-Time when the active one was disabled. The fallback is kept for good,
	// so enabling the tab again does not bring it back from under the author.
	const shown = activeInterval( active, attributes );
	useEffect( () => {
		if ( shown !== active ) {
			setActive( shown );
		}
	}, [ shown, active ] );

	if ( plans === null ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ currencyDollar }
					label={ __( 'Donations Form', 'blockpack' ) }
				>
					<Spinner />
				</Placeholder>
			</div>
		);
	}
	if ( plans.status === 'error' ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ currencyDollar }
					label={ __( 'Donations Form', 'blockpack' ) }
					instructions={ plans.message }
					className="donations__locked"
				/>
			</div>
		);
	}

	const tabKey = TAB_ATTRIBUTES[ shown ] as
		'oneTimeDonation' | 'monthlyDonation' | 'annualDonation';
	const tab: DonationTab = attributes[ tabKey ];
	const titles = tabTitles();
	const intervals = enabledIntervals( attributes );
	const setTab = ( changes: Partial< DonationTab > ) =>
		update( { [ tabKey ]: { ...tab, ...changes } } );
	const setButtonText = ( buttonText: string ) =>
		update( {
			oneTimeDonation: { ...attributes.oneTimeDonation, buttonText },
			monthlyDonation: { ...attributes.monthlyDonation, buttonText },
			annualDonation: { ...attributes.annualDonation, buttonText },
		} );
	const custom = customAmountState( customText, currency );

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<Dropdown
						renderToggle={ ( { onToggle, isOpen } ) => (
							<ToolbarButton
								label={ __( 'Change currency', 'blockpack' ) }
								aria-expanded={ isOpen }
								onClick={ onToggle }
							>
								{ `${ currency } - ${ getCurrencySymbol( currency ) }` }
							</ToolbarButton>
						) }
						renderContent={ ( { onClose } ) => (
							<MenuGroup>
								{ DONATION_CURRENCIES.map( ( code ) => (
									<MenuItem
										key={ code }
										isSelected={ code === currency }
										role="menuitemradio"
										onClick={ () => {
											// The new currency's plans follow.
											setAttributes(
												withCurrency( attributes, code )
											);
											setPending( true );
											onClose();
										} }
									>
										{ `${ code } - ${ getCurrencySymbol( code ) }` }
									</MenuItem>
								) ) }
							</MenuGroup>
						) }
					/>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'blockpack' ) }>
					{ (
						[
							[
								'monthlyDonation',
								__( 'Show monthly donations', 'blockpack' ),
							],
							[
								'annualDonation',
								__( 'Show annual donations', 'blockpack' ),
							],
						] as const
					 ).map( ( [ key, label ] ) => (
						<ToggleControl
							key={ key }
							label={ label }
							checked={ !! attributes[ key ].show }
							onChange={ ( show ) =>
								update( {
									[ key ]: { ...attributes[ key ], show },
								} )
							}
						/>
					) ) }
					<ToggleControl
						label={ __( 'Show custom amount option', 'blockpack' ) }
						checked={ showCustomAmount }
						onChange={ ( value ) =>
							update( { showCustomAmount: value } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<StripeBanner />
			<div className="donations__container">
				{ intervals.length > 1 && (
					<div
						className="donations__nav"
						role="tablist"
						aria-label={ __( 'Donation frequency', 'blockpack' ) }
					>
						{ intervals.map( ( interval ) => (
							<button
								type="button"
								role="tab"
								key={ interval }
								aria-selected={ interval === shown }
								className={
									'donations__nav-item' +
									( interval === shown ? ' is-active' : '' )
								}
								onClick={ () => setActive( interval ) }
							>
								{ titles[ interval ] }
							</button>
						) ) }
					</div>
				) }
				<div className="donations__content" role="tabpanel">
					<RichText
						tagName="h4"
						aria-label={ __( 'Heading', 'blockpack' ) }
						value={ tab.heading ?? '' }
						onChange={ ( heading ) => setTab( { heading } ) }
						allowedFormats={ [] }
					/>
					<RichText
						tagName="p"
						aria-label={ __( 'Choose amount text', 'blockpack' ) }
						value={ chooseAmountText }
						onChange={ ( value ) =>
							update( { chooseAmountText: value } )
						}
						allowedFormats={ [] }
					/>
					<div className="donations__amounts" key={ shown }>
						{ [ 0, 1, 2 ].map( ( index ) => (
							<AmountInput
								key={ `${ currency }-${ index }` }
								label={ tierLabels()[ index ] }
								value={ tab.amounts[ index ] }
								currency={ currency }
								onChange={ ( amount ) => {
									const amounts = [ ...tab.amounts ];
									amounts[ index ] = amount;
									setTab( { amounts } );
								} }
							/>
						) ) }
					</div>
					{ showCustomAmount && (
						<>
							<RichText
								tagName="p"
								aria-label={ __(
									'Custom amount text',
									'blockpack'
								) }
								value={ customAmountText }
								onChange={ ( value ) =>
									update( { customAmountText: value } )
								}
								allowedFormats={ [] }
							/>
							<div
								className={
									'donations__amount donations__custom-amount' +
									( custom.isInvalid ? ' has-error' : '' )
								}
							>
								<span aria-hidden="true">
									{ getCurrencySymbol( currency ) }
								</span>
								<input
									type="text"
									inputMode="decimal"
									aria-label={ __(
										'Custom amount',
										'blockpack'
									) }
									aria-invalid={ custom.isInvalid }
									value={ customText }
									onChange={ ( event ) =>
										setCustomText( event.target.value )
									}
								/>
							</div>
						</>
					) }
					<hr className="donations__separator" />
					<RichText
						tagName="p"
						aria-label={ __( 'Extra text', 'blockpack' ) }
						value={ tab.extraText ?? '' }
						onChange={ ( extraText ) => setTab( { extraText } ) }
					/>
					<div className="wp-block-button donations__donate-button-wrapper">
						<RichText
							tagName="span"
							className="wp-block-button__link donations__donate-button"
							aria-label={ __( 'Button text', 'blockpack' ) }
							value={ tab.buttonText ?? '' }
							onChange={ setButtonText }
							allowedFormats={ [] }
						/>
					</div>
				</div>
			</div>
		</div>
	);
}
