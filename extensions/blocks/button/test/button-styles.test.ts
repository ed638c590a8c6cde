import {
	allowsFormatting,
	classNames,
	getLinkClassName,
	getLinkStyle,
	gradientAttributes,
	gradientValue,
	resolveElement,
	type GradientOption,
} from '../button-styles';
import type { ButtonAttributes } from '../types';

const base: ButtonAttributes = { saveInPostContent: true };

describe( 'getLinkClassName', () => {
	test.each< [ string, Partial< ButtonAttributes >, string ] >( [
		[ 'no styles', {}, 'wp-block-button__link' ],
		[
			'palette colours',
			{ textColor: 'black', backgroundColor: 'white' },
			'wp-block-button__link has-text-color has-black-color has-background has-white-background-color',
		],
		[
			'custom colours add no palette class',
			{ customTextColor: '#fff', customBackgroundColor: '#000' },
			'wp-block-button__link has-text-color has-background',
		],
		[
			'palette gradient',
			{ gradient: 'cool-to-warm' },
			'wp-block-button__link has-background has-cool-to-warm-gradient-background',
		],
		[
			'custom gradient',
			{ customGradient: 'linear-gradient(red,blue)' },
			'wp-block-button__link has-background',
		],
		[
			'zero radius',
			{ borderRadius: 0 },
			'wp-block-button__link no-border-radius',
		],
		[ 'some radius', { borderRadius: 5 }, 'wp-block-button__link' ],
		[ 'width', { width: '50%' }, 'wp-block-button__link has-custom-width' ],
		[
			'font size',
			{ fontSize: 'large' },
			'wp-block-button__link has-large-font-size has-custom-font-size',
		],
		[
			'palette slugs are kebab-cased like the editor does',
			{ textColor: 'vividRed' },
			'wp-block-button__link has-text-color has-vivid-red-color',
		],
	] )( '%s', ( _name, attributes, expected ) => {
		expect( getLinkClassName( { ...base, ...attributes } ) ).toBe(
			expected
		);
	} );
} );

describe( 'getLinkStyle', () => {
	const clean = ( style: object ) =>
		Object.fromEntries(
			Object.entries( style ).filter( ( [ , v ] ) => v !== undefined )
		);

	test.each<
		[ string, Partial< ButtonAttributes >, Record< string, string > ]
	>( [
		[ 'nothing', {}, {} ],
		[
			'custom text colour',
			{ customTextColor: '#fff' },
			{ color: '#fff' },
		],
		[
			'a palette text colour wins over the custom one',
			{ textColor: 'black', customTextColor: '#fff' },
			{},
		],
		[
			'custom background',
			{ customBackgroundColor: '#000' },
			{ backgroundColor: '#000' },
		],
		[
			'a palette background wins',
			{ backgroundColor: 'white', customBackgroundColor: '#000' },
			{},
		],
		[
			'a palette gradient hides the custom background',
			{ gradient: 'g', customBackgroundColor: '#000' },
			{},
		],
		[
			'a custom gradient replaces the custom background',
			{
				customGradient: 'linear-gradient(red,blue)',
				customBackgroundColor: '#000',
			},
			{ background: 'linear-gradient(red,blue)' },
		],
		[ 'radius in pixels', { borderRadius: 25 }, { borderRadius: '25px' } ],
		[ 'no inline radius at zero', { borderRadius: 0 }, {} ],
		[ 'width', { width: '75%' }, { width: '75%' } ],
		[
			'custom font size',
			{ style: { typography: { fontSize: '20px' } } },
			{ fontSize: '20px' },
		],
	] )( '%s', ( _name, attributes, expected ) => {
		expect( clean( getLinkStyle( { ...base, ...attributes } ) ) ).toEqual(
			expected
		);
	} );
} );

describe( 'element choice', () => {
	test.each( [
		[ 'a', 'a', true ],
		[ 'button', 'button', true ],
		[ 'input', 'input', false ],
		[ undefined, 'a', true ],
		[ 'div', 'a', true ],
	] )(
		'%s renders as %s (formatting allowed: %s)',
		( element, expected, formatting ) => {
			expect( resolveElement( element ) ).toBe( expected );
			expect( allowsFormatting( element ) ).toBe( formatting );
		}
	);
} );

describe( 'gradients', () => {
	const palette: GradientOption[] = [
		{
			slug: 'cool-to-warm',
			name: 'Cool to warm',
			gradient: 'linear-gradient(blue,red)',
		},
	];

	test.each< [ string, string | undefined, object ] >( [
		[
			'palette value stores the slug',
			'linear-gradient(blue,red)',
			{ gradient: 'cool-to-warm', customGradient: undefined },
		],
		[
			'other value stores the CSS',
			'linear-gradient(red,red)',
			{ gradient: undefined, customGradient: 'linear-gradient(red,red)' },
		],
		[
			'cleared stores nothing',
			undefined,
			{ gradient: undefined, customGradient: undefined },
		],
	] )( 'gradientAttributes: %s', ( _name, value, expected ) => {
		expect( gradientAttributes( value, palette ) ).toEqual( expected );
	} );

	test.each< [ string, object, string | undefined ] >( [
		[ 'slug', { gradient: 'cool-to-warm' }, 'linear-gradient(blue,red)' ],
		[
			'custom',
			{ customGradient: 'linear-gradient(red,red)' },
			'linear-gradient(red,red)',
		],
		[ 'unknown slug', { gradient: 'gone' }, undefined ],
		[ 'none', {}, undefined ],
	] )( 'gradientValue: %s', ( _name, attributes, expected ) => {
		expect( gradientValue( attributes, palette ) ).toBe( expected );
	} );
} );

describe( 'classNames', () => {
	test.each< [ Array< string | false | undefined >, string | undefined ] >( [
		[ [], undefined ],
		[ [ 'a', false, undefined, 'b' ], 'a b' ],
		[ [ 'a b', 'b c' ], 'a b c' ],
		[ [ '', '  ' ], undefined ],
	] )( '%j gives %s', ( names, expected ) => {
		expect( classNames( ...names ) ).toBe( expected );
	} );
} );
