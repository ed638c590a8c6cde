/**
 * The OpenTable block in the editor: a placeholder until a restaurant is picked or an embed code
 * pasted, then the widget's preview in an iframe with the sidebar settings.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Notice } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	getAttributeFixes,
	getPreviewUrl,
	normalizeRestaurantIds,
	parseEmbedCode,
} from '../embed';
import {
	alignmentForStyleChange,
	getEffectiveStyle,
	getPreviewSize,
	getSelectedStyle,
	needsWideAlignmentWarning,
	withStyleClass,
} from '../styles';
import type { OpenTableAttributes, OpenTableStyle } from '../types';
import OpenTableInspector from './inspector';
import OpenTablePlaceholder from './placeholder';
import { useAttributeFixes } from '@shared/use-attribute-fixes';

/** Shown when a pasted embed code is not a reservation widget. */
export function embedFailureMessage(): string {
	return __(
		'We ran into an issue — Please ensure this embed matches the one from your reservation-service account',
		'blockpack'
	);
}

/** Shown when the wide style sits in a narrower alignment. */
export function wideWarningMessage(): string {
	return __(
		'With the OpenTable block you may encounter display issues if you use its "wide" style with anything other than "wide" or "full" alignment. The wide display style may also not work well on smaller screens.',
		'blockpack'
	);
}

export default function OpenTableEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< OpenTableAttributes > ) {
	const { align, className, negativeMargin } = attributes;
	const rid = normalizeRestaurantIds( attributes.rid );
	const [ error, setError ] = useState< string >();
	const selectedStyle = getSelectedStyle( className, attributes.style );
	const style = getEffectiveStyle( selectedStyle, rid );
	const previousStyle = useRef< OpenTableStyle >();
	const isPlaceholder = rid.length === 0;

	// Stored values that break the rules are corrected (ids that are not digits are dropped).
	useAttributeFixes( attributes, setAttributes, getAttributeFixes );

	// The button needs a single restaurant: with several, the block falls back to standard.
	useEffect( () => {
		if ( selectedStyle !== style ) {
			setAttributes( {
				className: withStyleClass( className, style ),
				style,
			} );
		}
	}, [ selectedStyle, style, className, setAttributes ] );

	// Picking wide forces wide alignment; the `style` attribute follows the Styles panel.
	useEffect( () => {
		const nextAlign = alignmentForStyleChange(
			previousStyle.current,
			style,
			align
		);
		previousStyle.current = style;
		if ( nextAlign !== null ) {
			setAttributes( { align: nextAlign } );
		}
		if ( attributes.style !== style ) {
			setAttributes( { style } );
		}
	}, [ style, align, attributes.style, setAttributes ] );

	const setRestaurants = ( ids: string[] ) => {
		const next = getEffectiveStyle( selectedStyle, ids );
		setAttributes( {
			rid: ids,
			...( next === selectedStyle
				? {}
				: {
						style: next,
						className: withStyleClass( className, next ),
					} ),
		} );
	};

	const submit = ( input: string[] | string ) => {
		if ( Array.isArray( input ) ) {
			setError( undefined );
			setRestaurants( normalizeRestaurantIds( input ) );
			return;
		}
		const parsed = parseEmbedCode( input );
		if ( ! parsed ) {
			setError( embedFailureMessage() );
			return;
		}
		setError( undefined );
		const parsedStyle = getEffectiveStyle(
			parsed.style ?? selectedStyle,
			parsed.rid
		);
		setAttributes( {
			...parsed,
			style: parsedStyle,
			className: withStyleClass( className, parsedStyle ),
		} );
	};

	const blockProps = useBlockProps( {
		className: [
			isPlaceholder ? 'is-placeholder' : `is-style-${ style }`,
			rid.length > 1 && 'is-multi',
			negativeMargin && style === 'button' && 'has-no-margin',
		]
			.filter( Boolean )
			.join( ' ' ),
	} );

	if ( isPlaceholder ) {
		return (
			<div { ...blockProps }>
				<OpenTablePlaceholder
					rids={ rid }
					onSubmit={ submit }
					error={ error }
				/>
			</div>
		);
	}

	const src = getPreviewUrl( { ...attributes, rid }, style );
	const size = getPreviewSize( style, rid.length );
	return (
		<div { ...blockProps }>
			<OpenTableInspector
				attributes={ { ...attributes, rid } }
				setAttributes={ setAttributes }
				style={ style }
				onRestaurantsChange={ setRestaurants }
			/>
			{ needsWideAlignmentWarning( style, align ) && (
				<Notice status="warning" isDismissible={ false }>
					{ wideWarningMessage() }
				</Notice>
			) }
			<div className="wp-block-jetpack-opentable__preview">
				<div className="wp-block-jetpack-opentable-overlay" />
				{ src && (
					<iframe
						title={ __(
							'OpenTable reservation preview',
							'blockpack'
						) }
						src={ src }
						width={ size.width }
						height={ size.height }
						scrolling="no"
					/>
				) }
			</div>
		</div>
	);
}
