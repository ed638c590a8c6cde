/**
 * The `editor.MediaUpload` filter: the dropdown of placeholders (Media Library first, then each
 * source), the items added to replace menus, core's MediaUpload left as it is elsewhere and when
 * the site lists no sources; choosing a source opens the picker.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { applyFilters, removeAllFilters } from '@wordpress/hooks';
import {
	getExternalMediaEditorData,
	type ExternalSource,
} from '../editor-data';
import { addExternalSources } from '../index';
import type { MediaUploadProps } from '../placement';

let mockBlockName = 'core/image';
jest.mock( '@wordpress/block-editor', () => ( {
	useBlockEditContext: () => ( {
		name: mockBlockName,
		clientId: 'block-1',
	} ),
} ) );
const mockOpenPicker = jest.fn();
jest.mock( '../picker', () => ( {
	openPicker: ( ...args: unknown[] ) => mockOpenPicker( ...args ),
} ) );

const SOURCES = [
	{ id: 'openverse', label: 'Openverse' },
	{ id: 'pexels', label: 'Pexels Free Photos' },
];

/** Core's MediaUpload as the editor gives it: it renders its `render` with `open`. */
const open = jest.fn();
function CoreMediaUpload( props: MediaUploadProps ) {
	return props.render( { open } );
}

/**
 * Adds the filter for the given sources.
 *
 * @param sources The sources the site lists.
 * @return The filtered MediaUpload.
 */
function filtered( sources: ExternalSource[] ) {
	removeAllFilters( 'editor.MediaUpload', 'blockpack/external-media' );
	addExternalSources( sources );
	return applyFilters(
		'editor.MediaUpload',
		CoreMediaUpload
	) as typeof CoreMediaUpload;
}

const placeholderButton = ( { open: onOpen }: { open: () => void } ) => (
	<button onClick={ onOpen }>Media Library</button>
);
const menuItem = ( { open: onOpen }: { open: () => void } ) => (
	<button role="menuitem" onClick={ onOpen }>
		Open Media Library
	</button>
);

/** Waits for the menu's chunk (a lazy component) to be in. */
async function loaded() {
	await act( async () => {
		await import( '../source-menu' );
	} );
}

beforeAll( async () => {
	await import( '../source-menu' );
} );

/** Lets the popover settle after it opens. */
const settle = () => act( async () => undefined );

beforeEach( () => {
	open.mockClear();
	mockOpenPicker.mockClear();
} );

test( 'no sources: core’s MediaUpload unchanged', () => {
	expect( filtered( [] ) ).toBe( CoreMediaUpload );
} );

test( 'the sources come from the editor data, checked', () => {
	const settingsUrl =
		'http://site.test/wp-admin/options-general.php?page=blockpack#external-media';
	expect(
		getExternalMediaEditorData( {
			blocks: {},
			externalMedia: {
				sources: [
					{ id: 'openverse', label: 'Openverse' },
					{ id: '', label: 'No id' },
					null as never,
				],
				settingsUrl,
			},
		} )
	).toEqual( {
		sources: [ { id: 'openverse', label: 'Openverse' } ],
		settingsUrl,
	} );
	expect( getExternalMediaEditorData( { blocks: {} } ) ).toEqual( {
		sources: [],
		settingsUrl: '',
	} );
} );

test.each( [
	[ 'core/image', {}, 'Select Image' ],
	[ 'core/gallery', { multiple: true, gallery: true }, 'Select Images' ],
	[ 'core/cover', { allowedTypes: [ 'image', 'video' ] }, 'Select Media' ],
	[
		'core/media-text',
		{ allowedTypes: [ 'image', 'video' ] },
		'Select Media',
	],
] )(
	'%s placeholder: a dropdown, Media Library first',
	async ( block, props, label ) => {
		mockBlockName = block;
		const MediaUpload = filtered( SOURCES );
		render(
			<MediaUpload
				allowedTypes={ [ 'image' ] }
				mode="browse"
				onSelect={ jest.fn() }
				render={ placeholderButton }
				{ ...props }
			/>
		);
		fireEvent.click( await screen.findByRole( 'button', { name: label } ) );
		await settle();
		const items = screen.getAllByRole( 'menuitem' );
		expect( items.map( ( item ) => item.textContent ) ).toEqual( [
			'Media Library',
			'Openverse',
			'Pexels Free Photos',
		] );
		fireEvent.click( items[ 0 ] );
		expect( open ).toHaveBeenCalled();
	}
);

test( 'choosing a source loads the picker and opens it', async () => {
	mockBlockName = 'core/gallery';
	const MediaUpload = filtered( SOURCES );
	const onSelect = jest.fn();
	render(
		<MediaUpload
			allowedTypes={ [ 'image' ] }
			mode="browse"
			multiple
			onSelect={ onSelect }
			render={ placeholderButton }
		/>
	);
	fireEvent.click(
		await screen.findByRole( 'button', { name: 'Select Images' } )
	);
	await settle();
	fireEvent.click(
		screen.getByRole( 'menuitem', { name: 'Pexels Free Photos' } )
	);
	await screen.findByRole( 'button', { name: 'Select Images' } );
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	expect( mockOpenPicker ).toHaveBeenCalledWith(
		'pexels',
		expect.objectContaining( { multiple: true, onSelect } ),
		'block-1'
	);
} );

test( 'a replace menu gets the sources after its own item', async () => {
	mockBlockName = 'core/gallery';
	const MediaUpload = filtered( SOURCES );
	render(
		<MediaUpload
			allowedTypes={ [ 'image' ] }
			multiple
			value={ [ 3 ] }
			onSelect={ jest.fn() }
			render={ menuItem }
		/>
	);
	await screen.findByRole( 'menuitem', { name: 'Openverse' } );
	expect(
		screen.getAllByRole( 'menuitem' ).map( ( item ) => item.textContent )
	).toEqual( [ 'Open Media Library', 'Openverse', 'Pexels Free Photos' ] );
} );

test( 'the featured image: its own button, which opens the menu, Media Library first', async () => {
	mockBlockName = '';
	const MediaUpload = filtered( SOURCES );
	render(
		<MediaUpload
			allowedTypes={ [ 'image' ] }
			modalClass="editor-post-featured-image__media-modal"
			onSelect={ jest.fn() }
			render={ ( { open: onOpen } ) => (
				<button onClick={ onOpen }>Set featured image</button>
			) }
		/>
	);
	fireEvent.click(
		screen.getByRole( 'button', { name: 'Set featured image' } )
	);
	expect(
		screen.getByRole( 'menu', { name: 'Replace Image' } )
	).toBeTruthy();
	expect( open ).not.toHaveBeenCalled();
	fireEvent.click(
		screen.getByRole( 'button', { name: 'Set featured image' } )
	);
	await settle();
	await settle();
} );

test.each( [
	[ 'another block', 'core/site-logo', [ 'image' ] ],
	[ 'a video', 'core/cover', [ 'video' ] ],
] )( '%s: core’s button unchanged', async ( _name, block, allowedTypes ) => {
	mockBlockName = block;
	const MediaUpload = filtered( SOURCES );
	render(
		<MediaUpload
			allowedTypes={ allowedTypes }
			mode="browse"
			onSelect={ jest.fn() }
			render={ placeholderButton }
		/>
	);
	await loaded();
	fireEvent.click( screen.getByRole( 'button', { name: 'Media Library' } ) );
	expect( open ).toHaveBeenCalled();
	expect( screen.queryByRole( 'menu' ) ).toBeNull();
} );
