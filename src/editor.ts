/**
 * The editor entry point: the Blockpack block collection, then every block.
 */
import { registerBlockCollection } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { setUpLazyEditPreload } from '@shared/lazy-edit-preload';
import { installEditorRequestHeader } from '@shared/editor-request-header';
// Before the blocks: paid blocks get their attribute as they register.
import '@shared/banners/paid-blocks';
import '@shared/editor-notices/load';
import './blocks';
import './extended-blocks';

// Same-origin requests say they come from the editor (Jetpack's Image CDN reads it).
installEditorRequestHeader();

registerBlockCollection( 'jetpack', {
	title: __( 'Blockpack', 'blockpack' ),
} );

// The blocks' editors load when first shown; start loading one as the writer is about to insert it.
setUpLazyEditPreload();
