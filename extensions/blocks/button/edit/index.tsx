/**
 * The Button in the editor: its text is edited in place, colours, gradient, border radius and
 * width in the sidebar. The link shows the same classes and styles it is saved with.
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
	withColors,
} from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import type { ComponentType } from 'react';
import { useWidthAlignmentRule } from '@shared/width-panel';
import { getBorderProps } from '../border';
import {
	allowsFormatting,
	classNames,
	getLinkClassName,
	getLinkStyle,
} from '../button-styles';
import type { ButtonAttributes } from '../types';
import usePassthroughAttributes from '../use-passthrough-attributes';
import ButtonInspector, { type PaletteColor } from './inspector';
import useButtonWidth from './use-button-width';

export interface ButtonEditProps extends BlockEditProps< ButtonAttributes > {
	/** Added by withColors. */
	textColor: PaletteColor;
	backgroundColor: PaletteColor;
	setTextColor: ( color?: string ) => void;
	setBackgroundColor: ( color?: string ) => void;
}

export function ButtonEdit( props: ButtonEditProps ) {
	const { attributes, setAttributes, clientId, context } = props;
	usePassthroughAttributes( clientId, attributes, setAttributes );

	const { width, setWidth } = useButtonWidth(
		clientId,
		attributes,
		setAttributes,
		context
	);
	// A button that becomes left or right aligned floats: a percentage width is cleared.
	useWidthAlignmentRule( attributes.align, width, setWidth );
	const border = getBorderProps( attributes );
	const blockProps = useBlockProps( {
		className: classNames( 'wp-block-button', attributes.className ),
		style: { width },
	} );

	return (
		<div { ...blockProps }>
			<RichText
				aria-label={ __( 'Button text', 'blockpack' ) }
				allowedFormats={
					allowsFormatting( attributes.element ) ? undefined : []
				}
				className={ classNames(
					getLinkClassName( { ...attributes, width } ),
					border.className
				) }
				disableLineBreaks={ ! allowsFormatting( attributes.element ) }
				identifier="text"
				onChange={ ( text: string ) => setAttributes( { text } ) }
				placeholder={
					attributes.placeholder || __( 'Add text…', 'blockpack' )
				}
				style={ {
					...getLinkStyle( attributes ),
					width: undefined,
					...border.style,
				} }
				tagName="div"
				value={ attributes.text ?? '' }
				withoutInteractiveFormatting
			/>
			<InspectorControls>
				<ButtonInspector
					{ ...props }
					width={ width }
					setWidth={ setWidth }
				/>
			</InspectorControls>
		</div>
	);
}

// withColors is untyped; it adds the PaletteColor props declared on ButtonEditProps.
const ButtonEditWithColors = withColors(
	{ backgroundColor: 'background-color' },
	{ textColor: 'color' }
)( ButtonEdit ) as ComponentType< BlockEditProps< ButtonAttributes > >;

export default ButtonEditWithColors;
