package exercises.text;

import java.util.Scanner;

public class TextStats {
    private final int lineCount;

    public TextStats(int lineCount) {
        this.lineCount = lineCount;
    }

    public void run() {
        String allWords = "";
        int lines = 0;
        while (lines < lineCount) {
            Scanner in = new Scanner(System.in); // expect: QUA-OBJECT-IN-LOOP
            String line = in.nextLine();
            allWords += line + " "; // expect: QUA-STRING-CONCAT-IN-LOOP
            lines++;
        }
        String[] words = allWords.trim().split("\\s+"); // ok: QUA-IGNORED-RESULT
        System.out.println("Words: " + words.length); // ok: STY-SYSTEM-OUT
        String longest = "";
        for (String w : words) {
            if (w.length() > longest.length()) {
                longest = w;
            }
        }
        System.out.println("Longest: " + longest + " (" + longest.length() + " letters)");
    }

    public static void main(String[] args) {
        new TextStats(3).run();
    }
}
