/**
 * The editor entry point: the Blockpack block collection, then every block.
 */
import { registerBlockCollection } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
// Before the blocks: paid blocks get their attribute as they register.
import '@shared/banners/paid-blocks';
import '@shared/editor-notices/load';
import './blocks';
import './extended-blocks';

registerBlockCollection( 'jetpack', {
	title: __( 'Blockpack', 'blockpack' ),
} );
