// expect: none (CWE-330 safe)
// note: java.util.Random only shuffles quiz question order and picks a colour; session ids come from UUID.randomUUID
package com.learning.quiz;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.UUID;

public class QuizShuffler {
    private static final List<String> COLOURS = List.of("teal", "amber", "violet", "crimson");

    private final Random random = new Random();

    public QuizAttempt start(List<String> questionIds) {
        List<String> order = new ArrayList<>(questionIds);
        Collections.shuffle(order, random);
        String colour = COLOURS.get(random.nextInt(COLOURS.size()));
        return new QuizAttempt(UUID.randomUUID().toString(), order, colour);
    }
}

record QuizAttempt(String attemptId, List<String> questionOrder, String accentColour) {
}
