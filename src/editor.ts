/**
 * The editor entry point: the Blockpack block collection, then every block.
 */
import { registerBlockCollection } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import './blocks';
import './extended-blocks';

registerBlockCollection( 'jetpack', {
	title: __( 'Blockpack', 'blockpack' ),
} );
