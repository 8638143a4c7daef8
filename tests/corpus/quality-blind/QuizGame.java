package exercises.quiz;

import java.util.List;
import java.util.Random;

public class QuizGame {
    private final List<Question> questions;
    private final Random random = new Random(); // ok: QUA-OBJECT-IN-LOOP

    public QuizGame(List<Question> questions) {
        this.questions = questions;
    }

    public Question pick() {
        return questions.get(random.nextInt(questions.size()));
    }

    public int[] shuffledOrder() {
        int[] order = new int[questions.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        for (int i = order.length - 1; i > 0; i--) {
            Random r = new Random(); // expect: QUA-OBJECT-IN-LOOP
            int j = r.nextInt(i + 1);
            int tmp = order[i];
            order[i] = order[j];
            order[j] = tmp;
        }
        return order;
    }

    public boolean check(Question q, String answer) {
        return q.answer().equalsIgnoreCase(answer.strip());
    }
}

record Question(String text, String answer) {
}
