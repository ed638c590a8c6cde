/**
 * The Ad block's editor box: the chosen format's name and size, and, when the site has no ad
 * code for that format, where to add it (a link for administrators, who to ask for others).
 */
import { render, screen } from '@testing-library/react';
import type { BlockEditProps } from '@wordpress/blocks';
import Edit from '../edit';
import type { WordAdsAttributes } from '../types';

const SETTINGS =
	'http://example.test/wp-admin/options-general.php?page=blockpack#ads';

/** The formats' names, as index.php hands them to the editor (formats.test.ts checks that). */
const NAMES = {
	mrec: 'Rectangle 300x250',
	leaderboard: 'Leaderboard 728x90',
	mobile_leaderboard: 'Mobile Leaderboard 320x50',
	wideskyscraper: 'Wide Skyscraper 160x600',
};

/**
 * Renders the block with the given editor data.
 *
 * @param format                  The block's format.
 * @param wordads                 The editor data's `wordads` section.
 * @param wordads.formatsWithCode
 * @param wordads.settingsUrl
 */
function renderEdit(
	format: string,
	wordads: { formatsWithCode: string[]; settingsUrl: string }
) {
	window.blockpackEditor = {
		...window.blockpackEditor!,
		wordads: { formatNames: NAMES, ...wordads },
	};
	const props = {
		attributes: { align: 'center', format, hideMobile: false },
		setAttributes: jest.fn(),
		clientId: 'ad',
		isSelected: false,
		name: 'jetpack/wordads',
	} as unknown as BlockEditProps< WordAdsAttributes >;
	return render( <Edit { ...props } /> );
}

/** The width the fake ResizeObserver reports for the block's room (jsdom lays nothing out). */
let roomWidth: number | undefined;

class FakeResizeObserver {
	constructor( private callback: ResizeObserverCallback ) {}
	observe( element: Element ) {
		if ( roomWidth !== undefined ) {
			this.callback(
				[
					{
						target: element,
						contentRect: { width: roomWidth },
					} as unknown as ResizeObserverEntry,
				],
				this as unknown as ResizeObserver
			);
		}
	}
	unobserve() {}
	disconnect() {}
}

const saved = window.blockpackEditor;
beforeEach( () => {
	roomWidth = undefined;
	window.ResizeObserver =
		FakeResizeObserver as unknown as typeof ResizeObserver;
} );
afterEach( () => {
	window.blockpackEditor = saved;
} );

describe( 'the Ad block in the editor', () => {
	it( 'shows a box of the format’s size, named, without a message when the format has code', () => {
		const { container } = renderEdit( 'leaderboard', {
			formatsWithCode: [ 'leaderboard' ],
			settingsUrl: SETTINGS,
		} );
		const box = container.querySelector< HTMLElement >(
			'.wp-block-jetpack-wordads__placeholder'
		);
		expect( box?.textContent ).toBe( 'Leaderboard 728x90' );
		expect( box?.style.width ).toBe( '728px' );
		expect( box?.style.height ).toBe( '90px' );
		expect(
			container.querySelector( '.wp-block-jetpack-wordads__no-code' )
		).toBeNull();
	} );

	it( 'scales the box down to a narrow canvas, keeping its ratio', () => {
		roomWidth = 364;
		const { container } = renderEdit( 'leaderboard', {
			formatsWithCode: [ 'leaderboard' ],
			settingsUrl: SETTINGS,
		} );
		const box = container.querySelector< HTMLElement >(
			'.wp-block-jetpack-wordads__placeholder'
		);
		expect( box?.style.width ).toBe( '364px' );
		expect( box?.style.height ).toBe( '45px' );
	} );

	it( 'tells an administrator where to add missing code', () => {
		renderEdit( 'wideskyscraper', {
			formatsWithCode: [ 'mrec' ],
			settingsUrl: SETTINGS,
		} );
		expect(
			screen.getByText(
				/No ad code is set for this format yet, so visitors see nothing here\. Add it in Settings → Blockpack, under Ads\./
			)
		).toBeTruthy();
		expect(
			screen
				.getByRole( 'link', { name: /Add ad code/ } )
				.getAttribute( 'href' )
		).toBe( SETTINGS );
	} );

	it( 'tells other authors that an administrator adds it', () => {
		renderEdit( 'bogus', { formatsWithCode: [], settingsUrl: '' } );
		expect(
			screen.getByText(
				'No ad code is set for this format yet, so visitors see nothing here. An administrator can add it in Settings → Blockpack, under Ads.'
			)
		).toBeTruthy();
		expect( screen.queryByRole( 'link' ) ).toBeNull();
		// An unknown format shows the rectangle, as visitors would get it.
		expect( screen.getByText( 'Rectangle 300x250' ) ).toBeTruthy();
	} );
} );
