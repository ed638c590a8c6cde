/**
 * External media: the sources the site lists (editor-data.ts) in core's media flows, through
 * the `editor.MediaUpload` filter. Without sources core's MediaUpload is left as it is. The menu
 * (source-menu.tsx) loads through import() with the first MediaUpload a block shows, which
 * renders as core's until then; the featured image's (shown at the editor's start) loads it only
 * when its button is pressed, and opens on it. The picker (picker/) loads when a source is chosen.
 */
import { createElement, lazy, Suspense, useState } from '@wordpress/element';
import { addFilter } from '@wordpress/hooks';
import { getExternalMediaEditorData, type ExternalSource } from './editor-data';
import { isFeaturedImage } from './featured-image';
import type { MediaUploadProps } from './placement';
import './editor.scss';

const SourceMenu = lazy(
	() =>
		import( /* webpackChunkName: "external-media-menu" */ './source-menu' )
);

type Upload = ( props: MediaUploadProps ) => JSX.Element;

/** What the filter renders in place of core's MediaUpload. */
interface WithSourcesProps {
	MediaUpload: Upload;
	mediaProps: MediaUploadProps;
	sources: ExternalSource[];
}

/**
 * The menu, core's MediaUpload while it loads.
 *
 * @param props The filter's props.
 * @param open  Whether the menu opens at once (it replaces a pressed button).
 */
const menu = ( props: WithSourcesProps, open = false ) =>
	createElement(
		Suspense,
		{ fallback: createElement( props.MediaUpload, props.mediaProps ) },
		createElement( SourceMenu, { ...props, defaultOpen: open } )
	);

/**
 * The featured image's MediaUpload: core's until its button is pressed, then the menu, open.
 *
 * @param props The filter's props.
 */
function FeaturedImage( props: WithSourcesProps ) {
	const [ pressed, setPressed ] = useState( false );
	return pressed
		? menu( props, true )
		: createElement( props.MediaUpload, {
				...props.mediaProps,
				render: () =>
					props.mediaProps.render( {
						open: () => setPressed( true ),
					} ),
			} );
}

/**
 * Adds the sources to MediaUpload, when there are any.
 *
 * @param sources The sources the site lists.
 */
export function addExternalSources( sources: ExternalSource[] ) {
	if ( sources.length ) {
		addFilter(
			'editor.MediaUpload',
			'blockpack/external-media',
			( MediaUpload: Upload ) => ( mediaProps: MediaUploadProps ) =>
				isFeaturedImage( mediaProps )
					? createElement( FeaturedImage, {
							MediaUpload,
							mediaProps,
							sources,
						} )
					: menu( { MediaUpload, mediaProps, sources } ),
			100
		);
	}
}

addExternalSources( getExternalMediaEditorData().sources );
