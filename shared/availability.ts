/**
 * Which Blockpack blocks the editor registers, and under what title.
 *
 * The rule: a block is registered when it is available, or when the reason it is unavailable
 * still lets the editor show it with a warning (an upgrade nudge). A block marked beta gets
 * " (beta)" after its title.
 */
import { __ } from '@wordpress/i18n';
import { getEditorData, type EditorData } from './editor-data';

export interface BlockAvailability {
	available: boolean;
	unavailableReason?: string;
	beta?: boolean;
}

/**
 * Unavailable reasons for which the block is still registered, so that the editor can show a
 * warning (for example an upgrade banner) instead of hiding the block.
 */
export const WARNING_REASONS: readonly string[] = [ 'missing_plan', 'unknown' ];

/**
 * The availability of one block, read from the data the server printed for the editor.
 *
 * @param name Block name, such as `jetpack/markdown`.
 * @param data The server's data; `window.blockpackEditor` by default.
 * @return The availability. A block the server did not list is unavailable ('missing_module').
 */
export function getBlockAvailability(
	name: string,
	data: EditorData | undefined = getEditorData()
): BlockAvailability {
	const slug = name.replace( /^[^/]+\//, '' );
	const entry = data?.blocks?.[ slug ] ?? data?.blocks?.[ name ];
	if ( ! entry ) {
		return { available: false, unavailableReason: 'missing_module' };
	}
	return {
		available: !! entry.available,
		unavailableReason: entry.available
			? undefined
			: entry.unavailable_reason || 'unknown',
		beta: !! entry.beta,
	};
}

/**
 * Whether a block with this availability is registered.
 *
 * @param availability The block's availability.
 * @return True when available, or unavailable for a reason that allows a warning.
 */
export function shouldRegisterBlock(
	availability: BlockAvailability
): boolean {
	if ( availability.available ) {
		return true;
	}
	return WARNING_REASONS.includes( availability.unavailableReason ?? '' );
}

/**
 * Whether a registered block shows a warning in place of its normal behaviour.
 *
 * @param availability The block's availability.
 * @return True when the block is registered only so that it can warn.
 */
export function requiresWarning( availability: BlockAvailability ): boolean {
	return ! availability.available && shouldRegisterBlock( availability );
}

/**
 * The title under which a block is shown.
 *
 * @param title  The block's title from block.json (already translated).
 * @param isBeta Whether the block is marked beta.
 * @return The title, with " (beta)" appended for a beta block.
 */
export function blockTitle( title: string, isBeta = false ): string {
	if ( ! isBeta ) {
		return title;
	}
	/* translators: %s: the name of a block that is still in beta. */
	return __( '%s (beta)', 'blockpack' ).replace( '%s', title );
}
