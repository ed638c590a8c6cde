/**
 * Where the sources show, per block and MediaUpload kind.
 */
import { pickerPlacement, type MediaUploadProps } from '../placement';

const base: MediaUploadProps = {
	allowedTypes: [ 'image' ],
	onSelect: () => undefined,
	render: () => null,
};

describe( 'pickerPlacement', () => {
	test.each< [ string, Partial< MediaUploadProps >, string, unknown ] >( [
		[
			'Image placeholder',
			{ mode: 'browse' },
			'core/image',
			{ menu: 'dropdown', label: 'Select Image', featured: false },
		],
		[
			'Gallery placeholder',
			{ mode: 'browse', multiple: true, gallery: true },
			'core/gallery',
			{ menu: 'dropdown', label: 'Select Images', featured: false },
		],
		[
			'Cover placeholder',
			{ mode: 'browse', allowedTypes: [ 'image', 'video' ] },
			'core/cover',
			{ menu: 'dropdown', label: 'Select Media', featured: false },
		],
		[
			'Media & Text placeholder',
			{ mode: 'browse', allowedTypes: [ 'image', 'video' ] },
			'core/media-text',
			{ menu: 'dropdown', label: 'Select Media', featured: false },
		],
		[
			'featured image',
			{ modalClass: 'editor-post-featured-image__media-modal' },
			'',
			{ menu: 'dropdown', label: 'Replace Image', featured: true },
		],
		[
			'featured image (older flag)',
			{ unstableFeaturedImageFlow: true },
			'',
			{ menu: 'dropdown', label: 'Replace Image', featured: true },
		],
		[ "Image's replace menu", {}, 'core/image', { menu: 'items' } ],
		[
			"Gallery's Add menu",
			{ multiple: true, value: [ 4, 5 ] },
			'core/gallery',
			{ menu: 'items' },
		],
		[
			'a video only',
			{ mode: 'browse', allowedTypes: [ 'video' ] },
			'core/cover',
			null,
		],
		[
			'no types',
			{ mode: 'browse', allowedTypes: undefined },
			'core/image',
			null,
		],
		[ 'another block', { mode: 'browse' }, 'core/site-logo', null ],
		[ 'outside blocks', { mode: 'browse' }, '', null ],
	] )( '%s', ( _name, props, block, expected ) => {
		expect( pickerPlacement( { ...base, ...props }, block ) ).toEqual(
			expected
		);
	} );
} );
