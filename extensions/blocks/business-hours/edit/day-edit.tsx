/**
 * One row of the edit grid: a day's open/closed toggle and its intervals.
 */
import { Button } from '@wordpress/components';
import { TextControl, ToggleControl } from '@shared/controls';
import { useInstanceId } from '@wordpress/compose';
import { __ } from '@wordpress/i18n';
import { trash } from '@wordpress/icons';
import type { Interval } from '../week';

interface DayEditProps {
	label: string;
	hours: Interval[];
	onToggle: ( isOpen: boolean ) => void;
	onAdd: () => void;
	onRemove: ( index: number ) => void;
	onChangeTime: (
		index: number,
		field: keyof Interval,
		value: string
	) => void;
}

/**
 * The two times of an interval, with their labels (translated when called).
 *
 * @return The field names and labels, opening first.
 */
function timeFields(): [ keyof Interval, string ][] {
	return [
		[ 'opening', __( 'Opening', 'blockpack' ) ],
		[ 'closing', __( 'Closing', 'blockpack' ) ],
	];
}

export default function DayEdit( {
	label,
	hours,
	onToggle,
	onAdd,
	onRemove,
	onChangeTime,
}: DayEditProps ) {
	const labelId = `business-hours-day-${ useInstanceId( DayEdit ) }`;
	const isOpen = hours.length > 0;
	return (
		<div
			className="business-hours__row"
			role="group"
			aria-labelledby={ labelId }
		>
			<div className="business-hours__day">
				<span id={ labelId } className="business-hours__day-name">
					{ label }
				</span>
				<ToggleControl
					label={ __( 'Open', 'blockpack' ) }
					checked={ isOpen }
					onChange={ onToggle }
				/>
			</div>
			<div className="business-hours__hours">
				{ ! isOpen && (
					<span className="business-hours__closed">
						{ __( 'Closed', 'blockpack' ) }
					</span>
				) }
				{ hours.map( ( interval, index ) => (
					<div className="business-hours__interval" key={ index }>
						{ timeFields().map( ( [ field, fieldLabel ] ) => (
							<TextControl
								key={ field }
								type="time"
								label={ fieldLabel }
								value={ interval[ field ] }
								onChange={ ( value ) =>
									onChangeTime( index, field, value )
								}
							/>
						) ) }
						{ hours.length > 1 && (
							<Button
								size="small"
								icon={ trash }
								label={ __( 'Remove hours', 'blockpack' ) }
								onClick={ () => onRemove( index ) }
							/>
						) }
					</div>
				) ) }
				{ isOpen && (
					<Button variant="link" onClick={ onAdd }>
						{ __( 'Add hours', 'blockpack' ) }
					</Button>
				) }
			</div>
		</div>
	);
}
