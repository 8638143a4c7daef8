// expect: none (CWE-330 safe)
// note: java.util.Random used only to shuffle quiz questions; not a security value
package com.learnly.quiz;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

public class QuizShuffler {

    private final Random random = new Random();

    public List<String> shuffled(List<String> questions) {
        List<String> copy = new ArrayList<>(questions);
        Collections.shuffle(copy, random);
        return copy;
    }
}
