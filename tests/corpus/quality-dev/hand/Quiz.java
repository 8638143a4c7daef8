import java.util.List;

public class Quiz {

    public record Question(String text, String answer) {
    }

    private final List<Question> questions;
    private int score;

    public Quiz(List<Question> questions) {
        this.questions = List.copyOf(questions);
    }

    public boolean answer(int index, String given) {
        Question q = questions.get(index);
        boolean correct = q.answer().equalsIgnoreCase(given.trim()); // ok: QUA-IGNORED-RESULT
        if (correct) {
            score++;
        }
        return correct;
    }

    public int getScore() {
        return score;
    }

    public int size() {
        return questions.size();
    }
}
