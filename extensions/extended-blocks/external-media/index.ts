/**
 * External media: the sources the site lists (editor-data.ts) in core's media flows, through
 * the `editor.MediaUpload` filter. Without sources core's MediaUpload is left as it is. The menu
 * (source-menu.tsx) loads through import() with the first MediaUpload shown, which renders as
 * core's until then; the picker (picker/) loads when a source is chosen.
 */
import { createElement, lazy, Suspense } from '@wordpress/element';
import { addFilter } from '@wordpress/hooks';
import { getExternalMediaEditorData, type ExternalSource } from './editor-data';
import type { MediaUploadProps } from './placement';
import './editor.scss';

const SourceMenu = lazy(
	() =>
		import( /* webpackChunkName: "external-media-menu" */ './source-menu' )
);

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
			( MediaUpload: ( props: MediaUploadProps ) => JSX.Element ) =>
				( mediaProps: MediaUploadProps ) =>
					createElement(
						Suspense,
						{ fallback: createElement( MediaUpload, mediaProps ) },
						createElement( SourceMenu, {
							MediaUpload,
							mediaProps,
							sources,
						} )
					),
			100
		);
	}
}

addExternalSources( getExternalMediaEditorData().sources );
