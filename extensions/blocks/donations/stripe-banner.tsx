/**
 * "Connect to Stripe to use this block on your site": shown in the Donations block while the site
 * has no Stripe keys. Hidden when memberships need an upgrade or there is no connect URL (the
 * site is connected, or the status could not be read).
 */
import { Button } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as membershipProductsStore } from '@stores/membership-products';
import { Banner } from '@shared/banners';
import { track } from '@shared/analytics';

/** The block that shows this banner, as the analytics actions name it. */
const BLOCK = 'jetpack/donations';

export interface StripeBannerViewProps {
	connectUrl: string | null;
	shouldUpgrade: boolean;
}

/**
 * The banner for given values (no store).
 *
 * @param props               Values.
 * @param props.connectUrl    Where to connect (Blockpack's settings), or null.
 * @param props.shouldUpgrade Whether an upgrade is needed first.
 */
export function StripeBannerView( {
	connectUrl,
	shouldUpgrade,
}: StripeBannerViewProps ) {
	const shown = ! shouldUpgrade && !! connectUrl;
	useEffect( () => {
		if ( shown ) {
			track( 'blockpack.bannerImpression', {
				banner: 'stripe',
				block: BLOCK,
				plan: null,
				context: 'editor-canvas',
			} );
		}
	}, [ shown ] );
	if ( ! shown || ! connectUrl ) {
		return null;
	}
	return (
		<Banner
			kind="stripe"
			title={ __(
				'Connect to Stripe to use this block on your site',
				'blockpack'
			) }
			description={ __(
				'This block will be hidden from your visitors until you connect to Stripe.',
				'blockpack'
			) }
			action={
				<Button
					variant="primary"
					href={ connectUrl }
					target="_top"
					onClick={ () =>
						track( 'blockpack.stripeConnectClick', {
							block: BLOCK,
							context: 'editor-canvas',
						} )
					}
				>
					{ __( 'Connect', 'blockpack' ) }
				</Button>
			}
		/>
	);
}

/**
 * The banner, reading the memberships store.
 */
export default function StripeBanner() {
	const status = useSelect(
		( select ) => select( membershipProductsStore ).getStatus(),
		[]
	);
	return (
		<StripeBannerView
			connectUrl={ status?.connectUrl ?? null }
			shouldUpgrade={ !! status?.shouldUpgrade }
		/>
	);
}
