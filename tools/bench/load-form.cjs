/**
 * The contact form the load bench and the contact-form tests submit: name, email and a message,
 * as visitors fill them (the bench puts its marker in the message). One markup for both, so the
 * bench measures what the tests prove.
 *
 * @param {string} to      The recipient.
 * @param {string} subject The mail's subject.
 * @return {string} The block markup.
 */
function formMarkup( to, subject = 'Guard test' ) {
	return `<!-- wp:jetpack/contact-form {"subject":"${ subject }","to":"${ to }"} -->
<div class="wp-block-jetpack-contact-form">
<!-- wp:jetpack/field-name {"required":true} /-->
<!-- wp:jetpack/field-email {"required":true} /-->
<!-- wp:jetpack/field-textarea {"label":"Message","required":true} /-->
<!-- wp:jetpack/button {"element":"button","text":"Send"} /-->
</div>
<!-- /wp:jetpack/contact-form -->`;
}

module.exports = { formMarkup };
