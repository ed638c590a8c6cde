/**
 * The sources in core's media flows (what index.ts's `editor.MediaUpload` filter renders, in a
 * chunk of its own): Media Library first, then each source; choosing one loads the picker
 * (picker/, its own chunk) and opens it. Where pickerPlacement() says no, core's MediaUpload
 * renders as it is.
 */
import { useBlockEditContext } from '@wordpress/block-editor';
import {
	Button,
	Dropdown,
	MenuItem,
	NavigableMenu,
} from '@wordpress/components';
import { isValidElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ExternalSource } from './editor-data';
import { pickerPlacement, type MediaUploadProps } from './placement';

/**
 * Loads the picker and opens it on a source.
 *
 * @param source     The source's id.
 * @param mediaProps The MediaUpload's props (what to hand the picked pictures to).
 * @param clientId   The block it is in.
 */
function openSource(
	source: string,
	mediaProps: MediaUploadProps,
	clientId?: string
) {
	import( /* webpackChunkName: "external-media" */ './picker' ).then(
		( picker ) => picker.openPicker( source, mediaProps, clientId )
	);
}

/** What index.ts's filter hands the menu. */
export interface SourceMenuProps {
	/** Core's MediaUpload (the filtered component). */
	MediaUpload: ( props: MediaUploadProps ) => JSX.Element;
	mediaProps: MediaUploadProps;
	sources: ExternalSource[];
	/** Whether the dropdown opens at once. */
	defaultOpen?: boolean;
}

export default function SourceMenu( {
	MediaUpload,
	mediaProps: props,
	sources,
	defaultOpen,
}: SourceMenuProps ) {
	const { name, clientId } = useBlockEditContext();
	const placement = pickerPlacement( props, name );
	if ( ! placement ) {
		return <MediaUpload { ...props } />;
	}
	const items = ( onClick?: () => void ) =>
		sources.map( ( source ) => (
			<MenuItem
				key={ source.id }
				onClick={ () => {
					onClick?.();
					openSource( source.id, props, clientId );
				} }
			>
				{ source.label }
			</MenuItem>
		) );
	const render = ( { open }: { open: () => void } ) => {
		if ( placement.menu === 'items' ) {
			return (
				<>
					{ props.render( { open } ) }
					{ items() }
				</>
			);
		}
		return (
			<Dropdown
				defaultOpen={ defaultOpen }
				popoverProps={ { placement: 'bottom-start' } }
				renderToggle={ ( { isOpen, onToggle } ) => {
					const own = props.render( { open: onToggle } );
					if (
						placement.featured ||
						! isValidElement( own ) ||
						typeof ( own.props as { children?: unknown } )
							.children !== 'string'
					) {
						return own;
					}
					return (
						<Button
							__next40pxDefaultSize
							variant="secondary"
							aria-haspopup="true"
							aria-expanded={ isOpen }
							onClick={ onToggle }
						>
							{ placement.label }
						</Button>
					);
				} }
				renderContent={ ( { onClose } ) => (
					<NavigableMenu aria-label={ placement.label }>
						<MenuItem
							onClick={ () => {
								onClose();
								open();
							} }
						>
							{ __( 'Media Library', 'blockpack' ) }
						</MenuItem>
						{ items( onClose ) }
					</NavigableMenu>
				) }
			/>
		);
	};
	return <MediaUpload { ...props } render={ render } />;
}
