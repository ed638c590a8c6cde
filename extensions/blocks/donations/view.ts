/**
 * Donations Form, for visitors: tabs switch the interval, an amount is picked from the tiers or
 * typed, and Donate posts the plan and amount to `POST /blockpack/v1/donations/checkout`, then
 * goes to the Stripe Checkout page it answers with.
 *
 * The route's address comes from what PHP printed for this script (`@shared/view-settings`),
 * never from the page: a contributor's Custom HTML can forge a donations block, and the page
 * this script opens is whatever that address answers. What it does read from the block is
 * harmless to forge: the post id and its token (a keyed hash of the post id, which any page
 * of the post shows), the plan and the amount, all checked by the route against the block
 * saved in that post; the currency only checks the amount typed before it is sent.
 */
import { __ } from '@wordpress/i18n';
import { isValidAmount, parseAmount } from '@shared/currencies';
import { settingString, viewSettings } from '@shared/view-settings';

const BLOCK = '.wp-block-jetpack-donations';

interface CheckoutAnswer {
	url?: string;
	message?: string;
}

/**
 * Wires one block.
 *
 * @param block    The block's element.
 * @param endpoint The checkout route's address (printed by PHP).
 */
function init( block: HTMLElement, endpoint: string ): void {
	const postId = Number( block.dataset.postId ?? 0 );
	const nonce = block.dataset.nonce ?? '';
	// Only the block's own parts: a wrapper forged around a real block (an unclosed div in
	// Custom HTML holds what follows it) must not wire the real forms a second time.
	const own = < T extends Element >( element: T ) =>
		element.closest( BLOCK ) === block;
	const forms = Array.from(
		block.querySelectorAll< HTMLFormElement >( 'form.donations__tab' )
	).filter( own );
	const navItems = Array.from(
		block.querySelectorAll< HTMLButtonElement >( '.donations__nav-item' )
	).filter( own );

	navItems.forEach( ( item ) =>
		item.addEventListener( 'click', () => {
			navItems.forEach( ( other ) => {
				const selected = other === item;
				other.classList.toggle( 'is-active', selected );
				other.setAttribute( 'aria-selected', String( selected ) );
			} );
			forms.forEach( ( form ) => {
				form.hidden = form.dataset.interval !== item.dataset.interval;
			} );
		} )
	);

	forms.forEach( ( form ) => {
		const currency = form.dataset.currency ?? 'USD';
		const submit = form.querySelector< HTMLButtonElement >(
			'.donations__donate-button'
		);
		const error = form.querySelector< HTMLElement >( '.donations__error' );
		const custom = form.querySelector< HTMLInputElement >(
			'.donations__custom-amount'
		);
		const tiers = Array.from(
			form.querySelectorAll< HTMLButtonElement >( '.donations__amount' )
		);
		let amount: number | null = null;

		const setAmount = ( value: number | null ) => {
			amount = value;
			if ( submit ) {
				submit.disabled =
					value === null || ! isValidAmount( value, currency );
			}
		};

		tiers.forEach( ( tier ) =>
			tier.addEventListener( 'click', () => {
				tiers.forEach( ( other ) =>
					other.classList.toggle( 'is-selected', other === tier )
				);
				if ( custom ) {
					custom.value = '';
					custom.removeAttribute( 'aria-invalid' );
				}
				setAmount( Number( tier.dataset.amount ) );
			} )
		);

		custom?.addEventListener( 'input', () => {
			tiers.forEach( ( other ) =>
				other.classList.remove( 'is-selected' )
			);
			const value = parseAmount( custom.value, currency );
			const valid = value !== null && isValidAmount( value, currency );
			custom.setAttribute( 'aria-invalid', String( ! valid ) );
			custom.classList.toggle( 'has-error', ! valid );
			setAmount( valid ? value : null );
		} );

		form.addEventListener( 'submit', async ( event ) => {
			event.preventDefault();
			if ( amount === null || ! submit ) {
				return;
			}
			submit.disabled = true;
			if ( error ) {
				error.hidden = true;
			}
			try {
				const res = await fetch( endpoint, {
					method: 'POST',
					headers: { 'Content-Type': 'application/json' },
					credentials: 'omit',
					body: JSON.stringify( {
						plan_id: Number( form.dataset.planId ),
						amount,
						post_id: postId,
						nonce,
					} ),
				} );
				const answer = ( await res.json() ) as CheckoutAnswer;
				if ( res.ok && answer.url ) {
					window.location.assign( answer.url );
					return;
				}
				throw new Error( answer.message ?? '' );
			} catch ( caught ) {
				if ( error ) {
					error.textContent =
						( caught instanceof Error && caught.message ) ||
						__(
							'Something went wrong. Please try again.',
							'blockpack'
						);
					error.hidden = false;
				}
				submit.disabled = false;
			}
		} );
	} );
}

const checkout = settingString(
	viewSettings( 'jetpack/donations' ),
	'checkoutUrl'
);
if ( checkout ) {
	document
		.querySelectorAll< HTMLElement >( `${ BLOCK }[data-post-id]` )
		.forEach( ( block ) => init( block, checkout ) );
}
