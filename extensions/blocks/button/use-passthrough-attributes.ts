/**
 * Keeps the button's passthrough attributes equal to its parent's (see passthrough.ts).
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';
import { getAttributesToSync } from './passthrough';
import type { ButtonAttributes } from './types';

interface BlockEditorSelectors {
	getBlockRootClientId: ( clientId: string ) => string | null;
	getBlockAttributes: (
		clientId: string
	) => Record< string, unknown > | null;
}

/**
 * Copies the parent block's mapped attributes into the button whenever they differ.
 *
 * @param clientId      The button's client id.
 * @param attributes    The button's attributes.
 * @param setAttributes The button's attribute setter.
 */
export default function usePassthroughAttributes(
	clientId: string,
	attributes: ButtonAttributes,
	setAttributes: ( next: Partial< ButtonAttributes > ) => void
): void {
	const { passthroughAttributes } = attributes;
	const parentAttributes = useSelect(
		( select ) => {
			if ( ! passthroughAttributes ) {
				return null;
			}
			const { getBlockRootClientId, getBlockAttributes } = select(
				blockEditorStore
			) as unknown as BlockEditorSelectors;
			const parentId = getBlockRootClientId( clientId );
			return parentId ? getBlockAttributes( parentId ) : null;
		},
		[ clientId, passthroughAttributes ]
	);
	const toSync = useMemo(
		() =>
			getAttributesToSync(
				passthroughAttributes,
				parentAttributes,
				attributes
			),
		[ passthroughAttributes, parentAttributes, attributes ]
	);
	useEffect( () => {
		if ( toSync ) {
			setAttributes( toSync );
		}
	}, [ toSync, setAttributes ] );
}
