/**
 * Inline stand-ins for the `@wordpress/block-editor` slots an edit component fills, for tests
 * that render it outside a block list:
 *
 *     jest.mock( '@wordpress/block-editor', () =>
 *         require( '<path to>/tests/unit/mocks/block-editor' )
 *     );
 *
 * The toolbar and the sidebar render their children in place (`data-testid` "toolbar" and
 * "sidebar"), RichText is a labelled text input, the inner blocks a marker carrying their
 * template lock, and the wrapper's props pass through.
 */
import type { ReactNode } from 'react';

export const useBlockProps = ( props: Record< string, unknown > = {} ) => props;

export const BlockControls = ( { children }: { children: ReactNode } ) => (
	<div data-testid="toolbar">{ children }</div>
);

export const InspectorControls = ( { children }: { children: ReactNode } ) => (
	<div data-testid="sidebar">{ children }</div>
);

export const InnerBlocks = ( { templateLock }: { templateLock: string } ) => (
	<div data-testid="inner-blocks" data-lock={ templateLock } />
);

export const RichText = ( {
	'aria-label': label,
	value,
	onChange,
}: {
	'aria-label': string;
	value: string;
	onChange: ( value: string ) => void;
} ) => (
	<input
		aria-label={ label }
		value={ value }
		onChange={ ( event ) => onChange( event.target.value ) }
	/>
);
