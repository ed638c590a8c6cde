import {
	createBlock,
	getBlockTransforms,
	getPossibleBlockTransformations,
	registerBlockType,
	switchToBlockType,
	unregisterBlockType,
} from '@wordpress/blocks';
import '../index';
import {
	isSocialIconsWidget,
	socialIconsToBlockSpecs,
	type BlockSpec,
	type SocialIconsInstance,
} from '../transform';

/**
 * A social link spec.
 *
 * @param url     Its URL.
 * @param service Its service.
 */
const link = ( url: string, service: string ): BlockSpec => ( {
	name: 'core/social-link',
	attributes: { url, service },
	innerBlocks: [],
} );

describe( 'socialIconsToBlockSpecs', () => {
	test.each< [ string, SocialIconsInstance, BlockSpec[] ] >( [
		[
			'title, medium size, same tab',
			{
				title: 'Follow Us',
				'icon-size': 'medium',
				'new-tab': false,
				icons: [
					{ url: 'https://www.facebook.com/blockpack' },
					{ url: 'https://x.com/blockpack' },
					{ url: 'https://example.com/blog' },
				],
			},
			[
				{
					name: 'core/heading',
					attributes: { content: 'Follow Us' },
					innerBlocks: [],
				},
				{
					name: 'core/social-links',
					attributes: { size: 'has-normal-icon-size' },
					innerBlocks: [
						link(
							'https://www.facebook.com/blockpack',
							'facebook'
						),
						link( 'https://x.com/blockpack', 'x' ),
						link( 'https://example.com/blog', 'chain' ),
					],
				},
			],
		],
		[
			'no title, large, new tab, mail and bare host',
			{
				title: '',
				'icon-size': 'large',
				'new-tab': true,
				icons: [
					{ url: 'mailto:hi@example.com' },
					{ url: 'github.com/blockpack' },
				],
			},
			[
				{
					name: 'core/social-links',
					attributes: {
						size: 'has-large-icon-size',
						openInNewTab: true,
					},
					innerBlocks: [
						link( 'mailto:hi@example.com', 'mail' ),
						link( 'https://github.com/blockpack', 'github' ),
					],
				},
			],
		],
		[
			'small size; new tab stored by PHP as "1"; hostile and empty URLs dropped',
			{
				'icon-size': 'small',
				'new-tab': '1',
				icons: [
					{ url: 'javascript:alert(1)' },
					{ url: '' },
					{ url: 'data:text/html,<script>alert(1)</script>' },
					{},
					'https://not-an-icon-object.example',
					{ url: 'https://youtu.be/abc' },
				],
			},
			[
				{
					name: 'core/social-links',
					attributes: {
						size: 'has-small-icon-size',
						openInNewTab: true,
					},
					innerBlocks: [ link( 'https://youtu.be/abc', 'youtube' ) ],
				},
			],
		],
		[
			'a title with markup is kept as text; an unknown size is medium',
			{
				title: '<script>alert("x")</script> & "Friends"',
				'icon-size': 'gigantic',
				icons: {
					0: { url: 'https://instagram.com/a' },
					3: { url: 'https://fb.me/b' },
				},
			},
			[
				{
					name: 'core/heading',
					attributes: {
						content:
							'&lt;script&gt;alert("x")&lt;/script&gt; &amp; "Friends"',
					},
					innerBlocks: [],
				},
				{
					name: 'core/social-links',
					attributes: { size: 'has-normal-icon-size' },
					innerBlocks: [
						link( 'https://instagram.com/a', 'instagram' ),
						link( 'https://fb.me/b', 'facebook' ),
					],
				},
			],
		],
		[
			'an empty widget gives empty social links',
			{},
			[
				{
					name: 'core/social-links',
					attributes: { size: 'has-normal-icon-size' },
					innerBlocks: [],
				},
			],
		],
		[
			'lookalike hosts and a quoted URL',
			{
				'new-tab': 'off',
				icons: [
					{ url: 'https://facebook.com.evil.example/x' },
					{ url: 'https://github.com/a"onclick="b' },
				],
			},
			[
				{
					name: 'core/social-links',
					attributes: { size: 'has-normal-icon-size' },
					innerBlocks: [
						link( 'https://facebook.com.evil.example/x', 'chain' ),
						link( 'https://github.com/a%22onclick=%22b', 'github' ),
					],
				},
			],
		],
	] )( '%s', ( _name, instance, expected ) => {
		expect( socialIconsToBlockSpecs( instance ) ).toEqual( expected );
	} );
} );

describe( 'isSocialIconsWidget', () => {
	test.each<
		[ string, Parameters< typeof isSocialIconsWidget >[ 0 ], boolean ]
	>( [
		[
			'the widget with a readable instance',
			{ idBase: 'jetpack_widget_social_icons', instance: { raw: {} } },
			true,
		],
		[
			'no raw instance (show_instance_in_rest off)',
			{
				idBase: 'jetpack_widget_social_icons',
				instance: { encoded: 'x' } as never,
			},
			false,
		],
		[ 'no instance', { idBase: 'jetpack_widget_social_icons' }, false ],
		[ 'another widget', { idBase: 'text', instance: { raw: {} } }, false ],
		[ 'a widget by id only', { instance: { raw: {} } }, false ],
	] )( '%s', ( _name, attributes, expected ) => {
		expect( isSocialIconsWidget( attributes ) ).toBe( expected );
	} );
} );

describe( 'the transform on core/social-links', () => {
	const stub = ( attributes: Record< string, { type: string } > ) => ( {
		apiVersion: 3,
		title: 'Stub',
		category: 'widgets',
		attributes,
		edit: () => null,
		save: () => null,
	} );

	beforeAll( () => {
		registerBlockType( 'core/legacy-widget', {
			...stub( {
				id: { type: 'string' },
				idBase: { type: 'string' },
				instance: { type: 'object' },
			} ),
		} );
		registerBlockType(
			'core/heading',
			stub( { content: { type: 'string' }, level: { type: 'number' } } )
		);
		registerBlockType(
			'core/social-link',
			stub( { url: { type: 'string' }, service: { type: 'string' } } )
		);
		registerBlockType(
			'core/social-links',
			stub( {
				size: { type: 'string' },
				openInNewTab: { type: 'boolean' },
			} )
		);
	} );
	afterAll( () => {
		for ( const name of [
			'core/legacy-widget',
			'core/heading',
			'core/social-link',
			'core/social-links',
		] ) {
			unregisterBlockType( name );
		}
	} );

	test( 'is added to core/social-links only', () => {
		expect(
			getBlockTransforms( 'from', 'core/social-links' ).map(
				( t ) => ( t as { blocks?: string[] } ).blocks
			)
		).toEqual( [ [ 'core/legacy-widget' ] ] );
		expect( getBlockTransforms( 'from', 'core/heading' ) ).toEqual( [] );
	} );

	test( 'converts a social icons widget into a heading and social links', () => {
		const widget = createBlock( 'core/legacy-widget', {
			idBase: 'jetpack_widget_social_icons',
			instance: {
				raw: {
					title: 'Find us',
					'new-tab': true,
					icons: [
						{ url: 'https://twitter.com/blockpack' },
						{ url: 'javascript:alert(1)' },
						{ url: 'https://blog.example' },
					],
				},
			},
		} );
		expect(
			getPossibleBlockTransformations( [ widget ] ).map( ( t ) => t.name )
		).toContain( 'core/social-links' );
		const result = switchToBlockType( widget, 'core/social-links' );
		expect(
			result?.map( ( block ) => ( {
				name: block.name,
				attributes: block.attributes,
				inner: block.innerBlocks.map( ( inner ) => [
					inner.name,
					inner.attributes,
				] ),
			} ) )
		).toEqual( [
			{
				name: 'core/heading',
				attributes: { content: 'Find us' },
				inner: [],
			},
			{
				name: 'core/social-links',
				attributes: {
					size: 'has-normal-icon-size',
					openInNewTab: true,
				},
				inner: [
					[
						'core/social-link',
						{
							url: 'https://twitter.com/blockpack',
							service: 'twitter',
						},
					],
					[
						'core/social-link',
						{ url: 'https://blog.example/', service: 'chain' },
					],
				],
			},
		] );
	} );

	test( 'is not offered for another widget or an unreadable instance', () => {
		for ( const attributes of [
			{ idBase: 'text', instance: { raw: { text: 'hi' } } },
			{
				idBase: 'jetpack_widget_social_icons',
				instance: { encoded: 'x' },
			},
		] ) {
			const widget = createBlock( 'core/legacy-widget', attributes );
			expect(
				getPossibleBlockTransformations( [ widget ] ).map(
					( t ) => t.name
				)
			).not.toContain( 'core/social-links' );
		}
	} );
} );
