/**
 * Where the button's width lives: on the button, or on the parent block when the parent shares
 * it through the `jetpack/parentBlockWidth` context.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import type { ButtonAttributes } from '../types';

export const PARENT_WIDTH = 'jetpack/parentBlockWidth';

export interface ButtonWidth {
	/** The width shown and saved. */
	width?: string;
	/** True when the parent block holds the width. */
	isWidthOnParent: boolean;
	/** Stores a width where it lives (undefined clears it). */
	setWidth: ( width: string | undefined ) => void;
}

/**
 * The button's width and its setter.
 *
 * @param clientId      The button's client id.
 * @param attributes    The button's attributes.
 * @param setAttributes The button's attribute setter.
 * @param context       The block context.
 * @return The width, where it lives, and a setter.
 */
export default function useButtonWidth(
	clientId: string,
	attributes: ButtonAttributes,
	setAttributes: ( next: Partial< ButtonAttributes > ) => void,
	context: Record< string, unknown >
): ButtonWidth {
	const isWidthOnParent = PARENT_WIDTH in context;
	const width = isWidthOnParent
		? ( context[ PARENT_WIDTH ] as string | undefined )
		: attributes.width;
	const parentId = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as {
					getBlockRootClientId: ( id: string ) => string | null;
				}
			 ).getBlockRootClientId( clientId ),
		[ clientId ]
	);
	const { updateBlockAttributes } = useDispatch( blockEditorStore ) as {
		updateBlockAttributes: (
			id: string,
			attributes: Record< string, unknown >
		) => void;
	};
	const setWidth = useCallback(
		( next: string | undefined ) => {
			if ( isWidthOnParent && parentId ) {
				updateBlockAttributes( parentId, { width: next } );
				return;
			}
			setAttributes( { width: next } );
		},
		[ isWidthOnParent, parentId, updateBlockAttributes, setAttributes ]
	);
	return { width, isWidthOnParent, setWidth };
}
