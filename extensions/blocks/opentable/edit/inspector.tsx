/**
 * The sidebar: "Settings" (restaurants, language, new window) and, under Advanced, the iframe
 * and button-margin toggles.
 */
import {
	InspectorAdvancedControls,
	InspectorControls,
} from '@wordpress/block-editor';
import { PanelBody, SelectControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { LANGUAGES, normalizeLanguage } from '../embed';
import type { OpenTableAttributes, OpenTableStyle } from '../types';
import RestaurantPicker from './restaurant-picker';

interface OpenTableInspectorProps {
	attributes: OpenTableAttributes;
	setAttributes: ( attributes: Partial< OpenTableAttributes > ) => void;
	style: OpenTableStyle;
	onRestaurantsChange: ( rids: string[] ) => void;
}

export default function OpenTableInspector( {
	attributes,
	setAttributes,
	style,
	onRestaurantsChange,
}: OpenTableInspectorProps ) {
	const { rid, lang, newtab, iframe, negativeMargin } = attributes;
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'blockpack' ) }>
					<RestaurantPicker
						rids={ rid }
						onChange={ onRestaurantsChange }
					/>
					<SelectControl
						label={ __( 'Language', 'blockpack' ) }
						value={ normalizeLanguage( lang ) }
						options={ LANGUAGES.map( ( option ) => ( {
							...option,
						} ) ) }
						onChange={ ( value: string ) =>
							setAttributes( {
								lang: normalizeLanguage( value ),
							} )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
					<ToggleControl
						label={ __( 'Open in a new window', 'blockpack' ) }
						checked={ newtab }
						onChange={ ( value: boolean ) =>
							setAttributes( { newtab: value } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<InspectorAdvancedControls>
				<ToggleControl
					label={ __(
						'Load the widget in an iFrame (Recommended)',
						'blockpack'
					) }
					checked={ iframe }
					onChange={ ( value: boolean ) =>
						setAttributes( { iframe: value } )
					}
					__nextHasNoMarginBottom
				/>
				{ style === 'button' && (
					<ToggleControl
						label={ __( 'Remove button margin', 'blockpack' ) }
						checked={ negativeMargin }
						onChange={ ( value: boolean ) =>
							setAttributes( { negativeMargin: value } )
						}
						__nextHasNoMarginBottom
					/>
				) }
			</InspectorAdvancedControls>
		</>
	);
}
