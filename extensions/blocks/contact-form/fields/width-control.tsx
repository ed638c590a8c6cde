/**
 * The field width buttons: 25%, 50%, 75%, 100% (the width panel's preset buttons, with the
 * fields' widths).
 */
import { __ } from '@wordpress/i18n';
import { WidthPresets } from '@shared/width-panel/width-presets';
import { FIELD_WIDTHS, widthLabel, type FieldWidth } from './width';

interface WidthControlProps {
	width: FieldWidth;
	onChange: ( width: FieldWidth ) => void;
}

/**
 * One pressed button per width, under the visible name "Field width".
 *
 * @param props          The width and its handler.
 * @param props.width    The field's width.
 * @param props.onChange Called with the width clicked.
 * @return The control.
 */
export default function FieldWidthControl( {
	width,
	onChange,
}: WidthControlProps ) {
	return (
		<div className="blockpack-field-width">
			<WidthPresets
				presets={ FIELD_WIDTHS }
				value={ width }
				onSelect={ onChange }
				label={ __( 'Field width', 'blockpack' ) }
				showLabel
				labelClassName="blockpack-field-width__label"
				className="blockpack-field-width__buttons"
				presetLabel={ widthLabel }
			/>
		</div>
	);
}
