/**
 * The "Premium Block" banner: shown above a selected block that the site's plan does not
 * include, naming the plan it needs, with an Upgrade button that reads "Redirecting…" while the
 * editor leaves for the upgrade page.
 */
import { Button } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import Banner from './banner';
import { store as siteStore } from '@stores/site';
import { track } from '../analytics';
import { getPlanName, getUpgradeUrl } from './site-plan';

export interface PremiumBannerProps {
	/** The slug of the plan the block needs, if known. */
	requiredPlan?: string;
	/** The block's name (`jetpack/…`), for the analytics actions. */
	block?: string;
	/** Goes to the upgrade page (default: the whole window goes there). */
	onRedirect?: ( url: string ) => void;
}

/**
 * Sends the top window to an address.
 *
 * @param url The address.
 */
function redirectTop( url: string ) {
	( window.top ?? window ).location.href = url;
}

/**
 * The banner.
 *
 * @param props              Props.
 * @param props.requiredPlan The needed plan's slug.
 * @param props.block        The block's name.
 * @param props.onRedirect   Redirect function.
 */
export default function PremiumBanner( {
	requiredPlan,
	block = '',
	onRedirect = redirectTop,
}: PremiumBannerProps ) {
	const plan = requiredPlan ?? null;
	useEffect( () => {
		track( 'blockpack.bannerImpression', {
			banner: 'premium',
			block,
			plan,
			context: 'editor-canvas',
		} );
	}, [ block, plan ] );
	const data = useSelect(
		( select ) => select( siteStore ).getSitePlan(),
		[]
	);
	const [ redirecting, setRedirecting ] = useState( false );
	const planName = getPlanName( data, requiredPlan );
	const url = getUpgradeUrl(
		data,
		requiredPlan,
		typeof window === 'undefined' ? undefined : window.location.href
	);
	// Nothing is said about the plan until the site's plan data has arrived.
	let description = '';
	if ( data && planName ) {
		description = sprintf(
			/* translators: %s: the name of a plan, such as "Premium". */
			__( 'Upgrade to %s to use this block on your site.', 'blockpack' ),
			planName
		);
	} else if ( data ) {
		description = __(
			'Upgrade your plan to use this block on your site.',
			'blockpack'
		);
	}
	return (
		<Banner
			kind="premium"
			title={ __( 'Premium Block', 'blockpack' ) }
			description={ description }
			action={
				<Button
					variant="primary"
					isBusy={ redirecting }
					disabled={ redirecting || ! url }
					accessibleWhenDisabled
					onClick={ () => {
						if ( ! url || redirecting ) {
							return;
						}
						setRedirecting( true );
						track( 'blockpack.upgradeClick', {
							block,
							plan,
							context: 'editor-canvas',
						} );
						onRedirect( url );
					} }
				>
					{ redirecting
						? __( 'Redirecting…', 'blockpack' )
						: __( 'Upgrade', 'blockpack' ) }
				</Button>
			}
		/>
	);
}
