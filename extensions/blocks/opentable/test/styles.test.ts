/**
 * The OpenTable style rules: sizes, the single-restaurant button, type and theme, and the wide
 * style's alignment.
 */
import {
	STYLE_SIZES,
	alignmentForStyleChange,
	getAvailableStyles,
	getEffectiveStyle,
	getPreviewSize,
	getSelectedStyle,
	getTypeAndTheme,
	needsWideAlignmentWarning,
	withStyleClass,
} from '../styles';

test( 'each style has its size', () => {
	expect( STYLE_SIZES ).toEqual( {
		standard: { width: 224, height: 301 },
		tall: { width: 288, height: 490 },
		wide: { width: 840, height: 150 },
		button: { width: 210, height: 113 },
	} );
} );

describe( 'getSelectedStyle', () => {
	test.each( [
		[ undefined, undefined, 'standard' ],
		[ undefined, 'tall', 'tall' ],
		[ 'is-style-wide', 'standard', 'wide' ],
		[ 'custom is-style-button other', undefined, 'button' ],
		[ 'is-style-huge', 'tall', 'tall' ],
		[ 'not-is-style-wide', undefined, 'standard' ],
		[ '', '<script>', 'standard' ],
	] )( '%p with style %p → %s', ( className, style, expected ) => {
		expect( getSelectedStyle( className, style ) ).toBe( expected );
	} );
} );

describe( 'getEffectiveStyle: the button needs a single restaurant', () => {
	test.each( [
		[ 'button', [ '1' ], 'button' ],
		[ 'button', [], 'button' ],
		[ 'button', [ '1', '2' ], 'standard' ],
		[ 'wide', [ '1', '2' ], 'wide' ],
		[ 'tall', [ '1' ], 'tall' ],
		[ 'unknown', [ '1' ], 'standard' ],
		[ undefined, undefined, 'standard' ],
	] )( '%p with %p → %s', ( style, rid, expected ) => {
		expect( getEffectiveStyle( style, rid ) ).toBe( expected );
	} );
} );

test.each( [
	[ [ '1' ], [ 'standard', 'tall', 'wide', 'button' ] ],
	[ [], [ 'standard', 'tall', 'wide', 'button' ] ],
	[
		[ '1', '2' ],
		[ 'standard', 'tall', 'wide' ],
	],
] )( 'getAvailableStyles( %p )', ( rid, expected ) => {
	expect( getAvailableStyles( rid ) ).toEqual( expected );
} );

describe( 'getTypeAndTheme', () => {
	test.each( [
		[ 'standard', [ '1' ], { type: 'standard', theme: 'standard' } ],
		[ 'tall', [ '1' ], { type: 'standard', theme: 'tall' } ],
		[ 'wide', [ '1' ], { type: 'standard', theme: 'wide' } ],
		[ 'button', [ '1' ], { type: 'button', theme: 'standard' } ],
		[ 'tall', [ '1', '2' ], { type: 'multi', theme: 'tall' } ],
		[ 'button', [ '1', '2' ], { type: 'multi', theme: 'standard' } ],
	] )( '%s with %p', ( style, rid, expected ) => {
		expect( getTypeAndTheme( style, rid ) ).toEqual( expected );
	} );
} );

describe( 'needsWideAlignmentWarning', () => {
	test.each( [
		[ 'wide', undefined, true ],
		[ 'wide', '', true ],
		[ 'wide', 'left', true ],
		[ 'wide', 'center', true ],
		[ 'wide', 'wide', false ],
		[ 'wide', 'full', false ],
		[ 'standard', undefined, false ],
		[ 'button', 'left', false ],
	] as const )( '%s aligned %p → %p', ( style, align, expected ) => {
		expect( needsWideAlignmentWarning( style, align ) ).toBe( expected );
	} );
} );

describe( 'alignmentForStyleChange', () => {
	test.each( [
		[ 'first render keeps everything', undefined, 'wide', undefined, null ],
		[ 'no change', 'wide', 'wide', 'left', null ],
		[ 'picking wide forces wide', 'standard', 'wide', undefined, 'wide' ],
		[ 'picking wide from left', 'tall', 'wide', 'left', 'wide' ],
		[ 'picking wide keeps full', 'standard', 'wide', 'full', null ],
		[ 'leaving wide drops wide', 'wide', 'standard', 'wide', undefined ],
		[ 'leaving wide keeps full', 'wide', 'tall', 'full', null ],
		[ 'leaving wide keeps left', 'wide', 'button', 'left', null ],
		[ 'other changes keep it', 'standard', 'tall', 'center', null ],
	] as const )( '%s', ( _name, previous, next, align, expected ) => {
		expect( alignmentForStyleChange( previous, next, align ) ).toBe(
			expected
		);
	} );
} );

describe( 'withStyleClass', () => {
	test.each( [
		[ undefined, 'wide', 'is-style-wide' ],
		[ 'is-style-button', 'standard', undefined ],
		[ 'mine is-style-button', 'tall', 'mine is-style-tall' ],
		[ '  mine  ', 'standard', 'mine' ],
	] as const )( '%p + %s → %p', ( className, style, expected ) => {
		expect( withStyleClass( className, style ) ).toBe( expected );
	} );
} );

test.each( [
	[ 'standard', 1, { width: 224, height: 301 } ],
	[ 'standard', 2, { width: 224, height: 361 } ],
	[ 'tall', 3, { width: 288, height: 550 } ],
	[ 'wide', 2, { width: 840, height: 150 } ],
	[ 'button', 1, { width: 210, height: 113 } ],
] as const )( 'getPreviewSize( %s, %d )', ( style, count, expected ) => {
	expect( getPreviewSize( style, count ) ).toEqual( expected );
} );
