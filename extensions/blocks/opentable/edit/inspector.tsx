/**
 * The sidebar: "Settings" (restaurants, language, new window) and, under Advanced, the iframe
 * and button-margin toggles.
 */
import {
	InspectorAdvancedControls,
	InspectorControls,
} from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { SelectControl, ToggleControl } from '@shared/controls';
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
	const { rid, lang } = attributes;
	// A switch bound to one of the block's yes/no attributes.
	const toggle = (
		name: 'newtab' | 'iframe' | 'negativeMargin',
		label: string
	) => (
		<ToggleControl
			label={ label }
			checked={ attributes[ name ] }
			onChange={ ( value: boolean ) =>
				setAttributes( { [ name ]: value } )
			}
		/>
	);
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
					/>
					{ toggle(
						'newtab',
						__( 'Open in a new window', 'blockpack' )
					) }
				</PanelBody>
			</InspectorControls>
			<InspectorAdvancedControls>
				{ toggle(
					'iframe',
					__(
						'Load the widget in an iFrame (Recommended)',
						'blockpack'
					)
				) }
				{ style === 'button' &&
					toggle(
						'negativeMargin',
						__( 'Remove button margin', 'blockpack' )
					) }
			</InspectorAdvancedControls>
		</>
	);
}
