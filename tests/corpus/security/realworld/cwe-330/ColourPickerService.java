// expect: none (CWE-330 safe)
// note: Random picks an avatar background colour; nothing security-relevant
package com.socialcircle.avatars;

import java.util.List;
import java.util.Random;

public class ColourPickerService {

    private static final List<String> PALETTE = List.of("#F94144", "#F3722C", "#90BE6D", "#43AA8B", "#577590");
    private final Random random = new Random();

    public String colourFor(String displayName) {
        return PALETTE.get(random.nextInt(PALETTE.size()));
    }
}
