/**
 * Adds the embed variations to `core/embed`.
 *
 * WordPress registers its core blocks after the plugins' editor scripts have run, with its own
 * (hidden) Facebook and Instagram variations: a variation registered before would lose to
 * core's of the same name. So ours are added once core/embed exists, replacing core's.
 */
import {
	getBlockType,
	registerBlockVariation,
	store as blocksStore,
	unregisterBlockVariation,
} from '@wordpress/blocks';
import { subscribe } from '@wordpress/data';
import variations from './variations';

const EMBED = 'core/embed';

/** Adds (or replaces) our variations on core/embed. */
export function addEmbedVariations(): void {
	for ( const variation of variations() ) {
		unregisterBlockVariation( EMBED, variation.name );
		registerBlockVariation( EMBED, variation );
	}
}

/**
 * Adds the variations now if core/embed is registered, else as soon as it is.
 *
 * @return A function that stops waiting (does nothing once the variations were added).
 */
export function addEmbedVariationsWhenRegistered(): () => void {
	if ( getBlockType( EMBED ) ) {
		addEmbedVariations();
		return () => {};
	}
	let waiting = true;
	const unsubscribe = subscribe( () => {
		if ( waiting && getBlockType( EMBED ) ) {
			waiting = false;
			unsubscribe();
			addEmbedVariations();
		}
	}, blocksStore );
	return () => {
		waiting = false;
		unsubscribe();
	};
}
