/**
 * The Button's sidebar: text and background colours, a background gradient, the border radius
 * and the width.
 */
import {
	ContrastChecker,
	PanelColorSettings,
	store as blockEditorStore,
	useSettings,
} from '@wordpress/block-editor';
import {
	BaseControl,
	Button,
	GradientPicker,
	PanelBody,
	RangeControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import {
	BORDER_RADIUS,
	PRESET_WIDTHS,
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
	clientId: string;
	textColor: PaletteColor;
	backgroundColor: PaletteColor;
	setTextColor: ( color?: string ) => void;
	setBackgroundColor: ( color?: string ) => void;
	width?: string;
	isWidthOnParent: boolean;
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
		clientId,
		textColor,
		backgroundColor,
		setTextColor,
		setBackgroundColor,
		width,
		isWidthOnParent,
	} = props;
	const { gradients, allowCustom } = useGradientPalette();
	const gradient = gradientValue( attributes, gradients );
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

	const setWidth = ( next?: string ) => {
		if ( isWidthOnParent && parentId ) {
			updateBlockAttributes( parentId, { width: next } );
			return;
		}
		setAttributes( { width: next } );
	};

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
					__next40pxDefaultSize
					__nextHasNoMarginBottom
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
			<PanelBody title={ __( 'Width settings', 'blockpack' ) }>
				<BaseControl
					__nextHasNoMarginBottom
					id={ `blockpack-button-width-${ clientId }` }
					label={ __( 'Button width', 'blockpack' ) }
				>
					<div
						className="blockpack-button__widths"
						role="group"
						aria-label={ __( 'Button width', 'blockpack' ) }
					>
						{ PRESET_WIDTHS.map( ( preset ) => (
							<Button
								key={ preset }
								size="small"
								variant={
									preset === width ? 'primary' : 'secondary'
								}
								isPressed={ preset === width }
								onClick={ () =>
									setWidth(
										preset === width ? undefined : preset
									)
								}
							>
								{ preset }
							</Button>
						) ) }
					</div>
				</BaseControl>
			</PanelBody>
		</>
	);
}
