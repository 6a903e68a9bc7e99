<?php
/**
 * The smallest test harness: expectations printed one per line, a failure count for the exit code.
 *
 * @package ShopIslands
 */

$failures = 0;

/**
 * Records one expectation.
 *
 * @param string $name     What the test shows.
 * @param mixed  $expected The value wanted.
 * @param mixed  $actual   The value got.
 */
function expect_same( $name, $expected, $actual ) {
	global $failures;
	if ( $expected === $actual ) {
		echo "ok   $name\n";
		return;
	}
	++$failures;
	echo "FAIL $name\n  expected " . var_export( $expected, true ) . "\n  got      " . var_export( $actual, true ) . "\n";
}
