/**
 * Defaults the form takes from the post: the author's address as recipient and
 * "[Site title] Post title" as subject.
 */
import { useEffect } from '@wordpress/element';
import type { ContactFormAttributes } from '../types';
import { getContactFormEditorData } from '@shared/editor-data';
import { useEditedPostAttribute } from '@shared/editor-store';

/**
 * The default subject line: the site title in brackets, then the post title.
 *
 * @param siteTitle The site title.
 * @param postTitle The post title.
 * @return The subject, e.g. "[My Site] Contact us".
 */
export function getDefaultSubject( siteTitle: string, postTitle: string ) {
	return ( siteTitle ? `[${ siteTitle }] ${ postTitle }` : postTitle ).trim();
}

export interface FormDefaults {
	/** The post author's address; '' for users who may not see it. */
	authorEmail: string;
	/** "[Site title] Post title". */
	defaultSubject: string;
}

/**
 * Reads the defaults and, once when the form is first shown, fills an empty recipient and
 * an empty subject with them.
 *
 * @param attributes    The form's attributes.
 * @param setAttributes The form's attribute setter.
 * @return The defaults, for the settings' placeholders and the recipient reset.
 */
export default function useFormDefaults(
	attributes: Pick< ContactFormAttributes, 'to' | 'subject' >,
	setAttributes: ( next: Partial< ContactFormAttributes > ) => void
): FormDefaults {
	const { authorEmail, siteTitle } = getContactFormEditorData();
	const title = useEditedPostAttribute( 'title' );
	const postTitle = typeof title === 'string' ? title : '';
	const defaultSubject = getDefaultSubject( siteTitle, postTitle );

	useEffect( () => {
		const next: Partial< ContactFormAttributes > = {};
		if ( ! attributes.to && authorEmail ) {
			next.to = authorEmail;
		}
		// An untitled post leaves the subject empty: the server then uses the same default.
		if ( ! attributes.subject && postTitle ) {
			next.subject = defaultSubject;
		}
		if ( Object.keys( next ).length > 0 ) {
			setAttributes( next );
		}
		// Only when the form is first shown: an emptied field must stay editable.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	return { authorEmail, defaultSubject };
}
