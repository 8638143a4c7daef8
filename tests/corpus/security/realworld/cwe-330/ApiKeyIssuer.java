// expect: CWE-330 @ 10
// note: API keys created with RandomStringUtils.randomAlphanumeric (not cryptographically secure in commons-lang < 3.15)
package com.devportal.keys;

import org.apache.commons.lang3.RandomStringUtils;

public class ApiKeyIssuer {

    public String issue() {
        return "dp_" + RandomStringUtils.randomAlphanumeric(40);
    }
}
