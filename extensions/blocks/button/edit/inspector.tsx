/**
 * The Button's sidebar: text and background colours, a background gradient, the border radius
 * and the width.
 */
import {
	ContrastChecker,
	PanelColorSettings,
	useSettings,
} from '@wordpress/block-editor';
import { GradientPicker, PanelBody } from '@wordpress/components';
import { RangeControl } from '@shared/controls';
import { __ } from '@wordpress/i18n';
import { WidthPanel } from '@shared/width-panel';
import {
	BORDER_RADIUS,
	gradientAttributes,
	gradientValue,
	type GradientOption,
} from '../button-styles';
import type { ButtonAttributes } from '../types';

/** A colour as withColors describes it. */
export interface PaletteColor {
	color?: string;
	class?: string;
	slug?: string;
}

interface ButtonInspectorProps {
	attributes: ButtonAttributes;
	setAttributes: ( next: Partial< ButtonAttributes > ) => void;
	textColor: PaletteColor;
	backgroundColor: PaletteColor;
	setTextColor: ( color?: string ) => void;
	setBackgroundColor: ( color?: string ) => void;
	/** The width, from the button or from its parent. */
	width?: string;
	/** Stores the width where it lives. */
	setWidth: ( width: string | undefined ) => void;
}

/**
 * The gradients of the editor's palette (user, theme and default origins).
 *
 * @return The gradients, and whether custom gradients are allowed.
 */
function useGradientPalette(): {
	gradients: GradientOption[];
	allowCustom: boolean;
} {
	const [ custom, theme, defaults, allowCustom ] = useSettings(
		'color.gradients.custom',
		'color.gradients.theme',
		'color.gradients.default',
		'color.customGradient'
	) as [ GradientOption[]?, GradientOption[]?, GradientOption[]?, boolean? ];
	return {
		gradients: [
			...( custom ?? [] ),
			...( theme ?? [] ),
			...( defaults ?? [] ),
		],
		allowCustom: allowCustom !== false,
	};
}

export default function ButtonInspector( props: ButtonInspectorProps ) {
	const {
		attributes,
		setAttributes,
		textColor,
		backgroundColor,
		setTextColor,
		setBackgroundColor,
		width,
		setWidth,
	} = props;
	const { gradients, allowCustom } = useGradientPalette();
	const gradient = gradientValue( attributes, gradients );
	return (
		<>
			<PanelColorSettings
				title={ __( 'Background & Text Color', 'blockpack' ) }
				// The published types require a value; the component accepts none (no colour yet).
				colorSettings={ [
					{
						value: textColor.color as string,
						onChange: setTextColor,
						label: __( 'Text color', 'blockpack' ),
					},
					{
						value: backgroundColor.color as string,
						onChange: ( color?: string ) => {
							setBackgroundColor( color );
							if ( color ) {
								setAttributes( {
									gradient: undefined,
									customGradient: undefined,
								} );
							}
						},
						label: __( 'Background color', 'blockpack' ),
					},
				] }
			>
				<ContrastChecker
					backgroundColor={ backgroundColor.color }
					textColor={ textColor.color }
					isLargeText={ false }
				/>
			</PanelColorSettings>
			{ ( gradients.length > 0 || allowCustom ) && (
				<PanelBody
					title={ __( 'Background gradient', 'blockpack' ) }
					initialOpen={ false }
				>
					<GradientPicker
						value={ gradient ?? null }
						gradients={ gradients }
						disableCustomGradients={ ! allowCustom }
						onChange={ ( value ) =>
							setAttributes( {
								...gradientAttributes( value, gradients ),
								...( value
									? {
											backgroundColor: undefined,
											customBackgroundColor: undefined,
										}
									: {} ),
							} )
						}
					/>
				</PanelBody>
			) }
			<PanelBody title={ __( 'Border settings', 'blockpack' ) }>
				<RangeControl
					label={ __( 'Border radius', 'blockpack' ) }
					min={ BORDER_RADIUS.min }
					max={ BORDER_RADIUS.max }
					initialPosition={ BORDER_RADIUS.initialPosition }
					allowReset
					value={ attributes.borderRadius }
					onChange={ ( borderRadius?: number ) =>
						setAttributes( { borderRadius } )
					}
				/>
			</PanelBody>
			<WidthPanel
				align={ attributes.align }
				width={ width }
				onChange={ setWidth }
				label={ __( 'Button width', 'blockpack' ) }
			/>
		</>
	);
}
