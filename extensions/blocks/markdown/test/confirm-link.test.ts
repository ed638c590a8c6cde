import { confirmLeavingOnLinkClick } from '../confirm-link';

function clickOn( html: string, selector: string ) {
	const root = document.createElement( 'div' );
	root.innerHTML = html;
	return {
		target: root.querySelector( selector ),
		preventDefault: jest.fn(),
	};
}

describe( 'confirmLeavingOnLinkClick', () => {
	test.each`
		html                                           | selector  | answer     | asked      | letThrough
		${ '<p><a href="https://x.test">x</a></p>' }   | ${ 'a' }  | ${ true }  | ${ true }  | ${ true }
		${ '<p><a href="https://x.test">x</a></p>' }   | ${ 'a' }  | ${ false } | ${ true }  | ${ false }
		${ '<a href="https://x.test"><em>x</em></a>' } | ${ 'em' } | ${ false } | ${ true }  | ${ false }
		${ '<p>plain <em>text</em></p>' }              | ${ 'em' } | ${ false } | ${ false } | ${ true }
		${ '<p>plain</p>' }                            | ${ 'p' }  | ${ false } | ${ false } | ${ true }
	`(
		'click on $selector in $html, answer $answer',
		( { html, selector, answer, asked, letThrough } ) => {
			const event = clickOn( html, selector );
			const confirm = jest.fn( () => answer );
			expect( confirmLeavingOnLinkClick( event, confirm ) ).toBe(
				letThrough
			);
			expect( confirm ).toHaveBeenCalledTimes( asked ? 1 : 0 );
			if ( asked ) {
				expect( confirm ).toHaveBeenCalledWith(
					'Are you sure you wish to leave this page?'
				);
			}
			expect( event.preventDefault ).toHaveBeenCalledTimes(
				letThrough ? 0 : 1
			);
		}
	);
} );
