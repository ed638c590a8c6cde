/**
 * Whether the author has just inserted the block (from the inserter, a pattern, a paste, a
 * duplicate or a transform), as opposed to the block being loaded with the post: read once,
 * when the block is first shown. A block may write what it needs at its insertion (an author's
 * action), never when a post opens.
 */
import { useRegistry } from '@wordpress/data';
import { useState } from '@wordpress/element';

/**
 * The insertion sources the block editor records: none for most insertions (WordPress 6.6
 * gives none), `inserter_menu` for the inserter of later versions.
 */
const SOURCES: Array< string | undefined > = [ undefined, 'inserter_menu' ];

/** The part of the `core/block-editor` store read here (public since WordPress 5.9). */
interface BlockEditorSelectors {
	wasBlockJustInserted?: ( clientId: string, source?: string ) => boolean;
}

/**
 * @param clientId The block's client id.
 * @return True when the block was the one the author last inserted, as it was first shown.
 */
export function useJustInserted( clientId: string ): boolean {
	const registry = useRegistry();
	const [ inserted ] = useState( () => {
		const blockEditor = registry.select( 'core/block-editor' ) as
			BlockEditorSelectors | undefined;
		return SOURCES.some(
			( source ) =>
				!! blockEditor?.wasBlockJustInserted?.( clientId, source )
		);
	} );
	return inserted;
}
