/**
 * The "Mailchimp Groups" panel's list: one checkbox per interest of the audience, grouped by
 * category; the groups' error message when they could not be read.
 */
import { CheckboxControl, Notice, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { isChosen } from '../interests';
import type { GroupsState } from './use-groups';

export default function Groups( {
	groups,
	interests,
	onToggle,
}: {
	groups: GroupsState;
	interests: unknown;
	onToggle: ( id: string, checked: boolean ) => void;
} ) {
	if ( groups.status === 'loading' ) {
		return <Spinner />;
	}
	if ( groups.status === 'error' ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ groups.message }
			</Notice>
		);
	}
	const categories = groups.categories.filter(
		( category ) => category.interests.length > 0
	);
	if ( categories.length === 0 ) {
		return <p>{ __( 'This audience has no groups.', 'blockpack' ) }</p>;
	}
	return (
		<>
			{ categories.map( ( category ) => (
				<fieldset
					key={ category.id }
					className="wp-block-jetpack-mailchimp-groups"
				>
					{ category.title && <legend>{ category.title }</legend> }
					{ category.interests.map( ( interest ) => (
						<CheckboxControl
							key={ interest.id }
							__nextHasNoMarginBottom
							label={ interest.name }
							checked={ isChosen( interests, interest.id ) }
							onChange={ ( checked ) =>
								onToggle( interest.id, checked )
							}
						/>
					) ) }
				</fieldset>
			) ) }
		</>
	);
}
