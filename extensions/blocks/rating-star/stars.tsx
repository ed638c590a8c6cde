/**
 * The star drawings shared by the editor and the saved markup.
 */
import type { StarFill } from './rating';

/** The whole star, and its left and right halves (split on the vertical axis x = 12). */
const STAR =
	'M12 2l2.81 6.63 7.19.61-5.46 4.73 1.64 7.03L12 17.27 5.82 21l1.64-7.03L2 9.24l7.19-.61z';
const LEFT_HALF = 'M12 2L9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27z';
const RIGHT_HALF = 'M12 2l2.81 6.63 7.19.61-5.46 4.73 1.64 7.03L12 17.27z';

interface StarProps {
	fill: StarFill;
}

/**
 * One star: its outline, with the left half, or both halves, filled.
 *
 * @param props      Props.
 * @param props.fill How much of the star is filled.
 */
export function Star( { fill }: StarProps ) {
	return (
		<svg
			className={ `wp-block-jetpack-rating-star__star is-${ fill }` }
			viewBox="0 0 24 24"
			width="24"
			height="24"
			aria-hidden="true"
			focusable="false"
		>
			<path
				className="wp-block-jetpack-rating-star__outline"
				d={ STAR }
				fill="none"
				stroke="currentColor"
				strokeWidth="1.5"
				strokeLinejoin="round"
			/>
			{ fill !== 'empty' && (
				<path
					className="wp-block-jetpack-rating-star__fill"
					d={ LEFT_HALF }
					fill="currentColor"
				/>
			) }
			{ fill === 'full' && (
				<path
					className="wp-block-jetpack-rating-star__fill"
					d={ RIGHT_HALF }
					fill="currentColor"
				/>
			) }
		</svg>
	);
}
