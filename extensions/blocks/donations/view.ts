/**
 * Donations Form, for visitors: tabs switch the interval, an amount is picked from the tiers or
 * typed, and Donate posts the plan and amount to `POST /blockpack/v1/donations/checkout`, then
 * goes to the Stripe Checkout page it answers with.
 */
import { __ } from '@wordpress/i18n';
import { isValidAmount, parseAmount } from '@shared/currencies';

interface CheckoutAnswer {
	url?: string;
	message?: string;
}

/**
 * Wires one block.
 *
 * @param block The block's element.
 */
function init( block: HTMLElement ): void {
	const endpoint = block.dataset.checkout ?? '';
	const postId = Number( block.dataset.postId ?? 0 );
	const nonce = block.dataset.nonce ?? '';
	const forms = Array.from(
		block.querySelectorAll< HTMLFormElement >( 'form.donations__tab' )
	);
	const navItems = Array.from(
		block.querySelectorAll< HTMLButtonElement >( '.donations__nav-item' )
	);

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

document
	.querySelectorAll< HTMLElement >(
		'.wp-block-jetpack-donations[data-checkout]'
	)
	.forEach( init );
