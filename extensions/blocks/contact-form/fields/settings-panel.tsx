/**
 * The "Field Settings" sidebar panel of a field block.
 */
import { Notice, PanelBody } from '@wordpress/components';
import { SelectControl, TextControl, ToggleControl } from '@shared/controls';
import { __ } from '@wordpress/i18n';
import { sanitizeFieldId } from './field-id';
import {
	isTextFieldKind,
	type ConsentAttributes,
	type FieldAttributes,
	type FieldKind,
} from './types';
import WidthControl from './width-control';

interface FieldSettingsPanelProps {
	kind: FieldKind;
	attributes: FieldAttributes & Partial< ConsentAttributes >;
	setAttributes: ( next: Partial< ConsentAttributes > ) => void;
	/** Whether another field of the same form already uses this field's id. */
	isIdTaken: boolean;
}

/**
 * The panel's controls, by field kind.
 *
 * @param props
 * @param props.kind
 * @param props.attributes
 * @param props.setAttributes
 * @param props.isIdTaken
 */
export default function FieldSettingsPanel( {
	kind,
	attributes,
	setAttributes,
	isIdTaken,
}: FieldSettingsPanelProps ) {
	// A text box bound to one of the field's text attributes, cleaned on the way in.
	const textSetting = (
		name: 'placeholder' | 'id',
		label: string,
		help: string,
		clean: ( value: string ) => string = ( value ) => value
	) => (
		<TextControl
			label={ label }
			help={ help }
			value={ attributes[ name ] }
			onChange={ ( value ) =>
				setAttributes( { [ name ]: clean( value ) } )
			}
		/>
	);
	return (
		<PanelBody title={ __( 'Field Settings', 'blockpack' ) }>
			{ kind !== 'consent' && (
				<ToggleControl
					label={ __( 'Field is required', 'blockpack' ) }
					checked={ attributes.required }
					onChange={ ( required ) => setAttributes( { required } ) }
				/>
			) }
			{ kind === 'checkbox' && (
				<ToggleControl
					label={ __( 'Checked by default', 'blockpack' ) }
					checked={ attributes.defaultValue === 'true' }
					onChange={ ( checked ) =>
						setAttributes( { defaultValue: checked ? 'true' : '' } )
					}
				/>
			) }
			{ kind === 'consent' && (
				<SelectControl
					label={ __( 'Permission to email', 'blockpack' ) }
					value={ attributes.consentType }
					options={ [
						{
							label: __(
								'Mention that you can email',
								'blockpack'
							),
							value: 'implicit',
						},
						{
							label: __( 'Add a privacy checkbox', 'blockpack' ),
							value: 'explicit',
						},
					] }
					onChange={ ( consentType: string ) =>
						setAttributes( {
							consentType:
								consentType === 'explicit'
									? 'explicit'
									: 'implicit',
						} )
					}
				/>
			) }
			{ isTextFieldKind( kind ) &&
				textSetting(
					'placeholder',
					__( 'Placeholder text', 'blockpack' ),
					__(
						'Show visitors an example of the type of content expected. Otherwise, leave blank.',
						'blockpack'
					)
				) }
			<WidthControl
				width={ attributes.width }
				onChange={ ( width ) => setAttributes( { width } ) }
			/>
			{ textSetting(
				'id',
				__( 'Unique CSS ID', 'blockpack' ),
				__(
					'A unique ID to use as a CSS hook for this field. Letters, digits, dashes and underscores only.',
					'blockpack'
				),
				sanitizeFieldId
			) }
			{ isIdTaken && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'Another field in this form already uses this ID.',
						'blockpack'
					) }
				</Notice>
			) }
		</PanelBody>
	);
}
