/**
 * The field width buttons: 25%, 50%, 75%, 100%.
 */
import { Button } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { __ } from '@wordpress/i18n';
import { FIELD_WIDTHS, widthLabel, type FieldWidth } from './width';

interface WidthControlProps {
	width: FieldWidth;
	onChange: ( width: FieldWidth ) => void;
}

/**
 * One pressed button per width.
 *
 * @param props
 * @param props.width
 * @param props.onChange
 */
export default function WidthControl( { width, onChange }: WidthControlProps ) {
	const labelId = `blockpack-field-width-${ useInstanceId( WidthControl ) }`;
	return (
		<div className="blockpack-field-width">
			<span id={ labelId } className="blockpack-field-width__label">
				{ __( 'Field width', 'blockpack' ) }
			</span>
			<div
				className="blockpack-field-width__buttons"
				role="group"
				aria-labelledby={ labelId }
			>
				{ FIELD_WIDTHS.map( ( preset ) => (
					<Button
						key={ preset }
						size="small"
						variant={ preset === width ? 'primary' : 'secondary' }
						isPressed={ preset === width }
						onClick={ () => onChange( preset ) }
					>
						{ widthLabel( preset ) }
					</Button>
				) ) }
			</div>
		</div>
	);
}
