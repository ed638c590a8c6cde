<?php
/**
 * Contact Info's Phone detail for visitors: its schema.org markup (`itemprop`), and nothing
 * printed when it is empty (has_content(), from the parent's index.php).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Info;

defined( 'ABSPATH' ) || exit;

/**
 * A phone number: its `tel:` link wrapped in a telephone property, which structured-data
 * readers recognise better than a property on the link itself.
 *
 * @param array  $attributes The block's attributes.
 * @param string $content    The saved HTML.
 * @return string
 */
function render_phone( $attributes, $content ) {
	if ( ! has_content( $attributes ) ) {
		return '';
	}
	return preg_replace(
		'#<a href="tel:[^"]*">.*?</a>#s',
		'<span itemprop="telephone">$0</span>',
		$content,
		1
	);
}
