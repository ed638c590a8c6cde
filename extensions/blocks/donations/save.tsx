/**
 * Saved markup (as Jetpack saves it): a fallback for places that do not run the block's
 * rendering (feeds, email), with each shown interval's default heading, extra text and a link
 * to the post. Nothing is saved until the one-time plan exists. Visitors get the form from
 * render.php.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { defaultExtraText, defaultTexts } from './defaults';
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
	const {
		fallbackLinkUrl,
		oneTimeDonation,
		monthlyDonation,
		annualDonation,
	} = attributes;
	if (
		! oneTimeDonation ||
		! oneTimeDonation.show ||
		! oneTimeDonation.planId ||
		oneTimeDonation.planId === -1
	) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			<Fallback
				interval="one-time"
				tab={ oneTimeDonation }
				url={ fallbackLinkUrl }
			/>
			{ monthlyDonation?.show && (
				<>
					<hr className="donations__separator" />
					<Fallback
						interval="1 month"
						tab={ monthlyDonation }
						url={ fallbackLinkUrl }
					/>
				</>
			) }
			{ annualDonation?.show && (
				<>
					<hr className="donations__separator" />
					<Fallback
						interval="1 year"
						tab={ annualDonation }
						url={ fallbackLinkUrl }
					/>
				</>
			) }
		</div>
	);
}
