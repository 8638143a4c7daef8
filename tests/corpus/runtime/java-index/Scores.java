public class Scores {
    public static void main(String[] args) {
        int[] scores = {90, 85, 77};
        int total = 0;
        for (int i = 0; i <= scores.length; i++) {
            total += scores[i];
        }
        System.out.println(total);
    }
}
