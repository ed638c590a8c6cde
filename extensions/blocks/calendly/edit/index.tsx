/**
 * The Calendly block in the editor: a placeholder until a valid address is embedded, then the
 * calendar in an iframe (inline) or a locked inner button (link).
 *
 * Addresses are checked through our server's resolver. A check never changes attributes: a new
 * address that fails is not set (the stored one stays), and a stored calendar whose address now
 * fails only gets a notice.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Notice, Spinner } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { BUTTON_ID, defaultButtonText } from '../button';
import { checkCalendlyUrl } from '../check-url';
import {
	getAttributeFixes,
	getIframeSrc,
	isValidUrl,
	parseEmbedCode,
} from '../parse';
import type { CalendlyAttributes } from '../types';
import CalendlyControls from './controls';
import CalendlyPlaceholder from './placeholder';
import { useAttributeFixes } from '@shared/use-attribute-fixes';

/** Shown when an address cannot be parsed or loaded. */
export function failureMessage(): string {
	return __(
		"Your calendar couldn't be embedded. Please double check your URL or code.",
		'blockpack'
	);
}

export default function CalendlyEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< CalendlyAttributes > ) {
	const { url, style } = attributes;
	const [ embedCode, setEmbedCode ] = useState( url ?? '' );
	const [ isEditingUrl, setIsEditingUrl ] = useState( false );
	const [ isResolving, setIsResolving ] = useState( false );
	const [ error, setError ] = useState< string >();
	const [ warning, setWarning ] = useState< string >();
	const [ interactive, setInteractive ] = useState( false );
	const mounted = useRef( true );
	const blockProps = useBlockProps( {
		className: url && ! isEditingUrl ? `calendly-style-${ style }` : '',
	} );

	useEffect( () => {
		mounted.current = true;
		return () => {
			mounted.current = false;
		};
	}, [] );

	// Stored values that break the rules are corrected (an address off Calendly is emptied).
	useAttributeFixes( attributes, setAttributes, getAttributeFixes );

	useEffect( () => {
		if ( ! isSelected ) {
			setInteractive( false );
		}
	}, [ isSelected ] );

	const load = ( next: Partial< CalendlyAttributes > & { url: string } ) => {
		setIsResolving( true );
		checkCalendlyUrl( next.url )
			.then( ( result ) => {
				if ( ! mounted.current ) {
					return;
				}
				if ( result === 'broken' ) {
					// The stored address, if any, stays.
					setError( failureMessage() );
					return;
				}
				setAttributes( next );
				setEmbedCode( next.url );
				setIsEditingUrl( false );
				setError( undefined );
				setWarning( undefined );
			} )
			.finally( () => mounted.current && setIsResolving( false ) );
	};

	// An inline calendar saved earlier is checked again when the post opens: a notice at most.
	useEffect( () => {
		if ( url && style === 'inline' && isValidUrl( url ) ) {
			checkCalendlyUrl( url ).then( ( result ) => {
				if ( mounted.current && result === 'broken' ) {
					setWarning( failureMessage() );
				}
			} );
		}
		// Only once, when the block opens.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const submit = () => {
		const parsed = parseEmbedCode( embedCode );
		if ( ! parsed ) {
			setError( failureMessage() );
			return;
		}
		load( parsed );
	};

	if ( isResolving ) {
		return (
			<div { ...blockProps }>
				<div className="wp-block-embed is-loading">
					<Spinner />
					<p>{ __( 'Embedding…', 'blockpack' ) }</p>
				</div>
			</div>
		);
	}

	const src = getIframeSrc( attributes, window.location.hostname );
	let body;
	if ( ! url || ! src || isEditingUrl ) {
		body = (
			<CalendlyPlaceholder
				embedCode={ embedCode }
				setEmbedCode={ setEmbedCode }
				onSubmit={ submit }
				error={ error }
			/>
		);
	} else if ( style === 'link' ) {
		body = (
			<InnerBlocks
				template={ [
					[
						'jetpack/button',
						{
							element: 'a',
							uniqueId: BUTTON_ID,
							text: defaultButtonText(),
							url,
							passthroughAttributes: { url: 'url' },
						},
					],
				] }
				templateLock="all"
			/>
		);
	} else {
		body = (
			<>
				{ warning && (
					<Notice
						status="warning"
						onRemove={ () => setWarning( undefined ) }
					>
						{ warning }
					</Notice>
				) }
				<iframe
					src={ src }
					width="100%"
					height="630"
					title={ __( 'Calendly scheduling calendar', 'blockpack' ) }
				/>
				{ ! interactive && (
					// Catches the first click so the block can be selected over the iframe.
					// eslint-disable-next-line jsx-a11y/no-static-element-interactions
					<div
						className="block-library-embed__interactive-overlay"
						onMouseUp={ () => setInteractive( true ) }
					/>
				) }
			</>
		);
	}

	return (
		<div { ...blockProps }>
			<CalendlyControls
				attributes={ attributes }
				setAttributes={ setAttributes }
				embedCode={ embedCode }
				setEmbedCode={ setEmbedCode }
				onSubmit={ submit }
				showEdit={ !! url && ! isEditingUrl }
				onEdit={ () => setIsEditingUrl( true ) }
			/>
			{ body }
		</div>
	);
}
