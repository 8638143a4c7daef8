import java.util.Arrays;

public class ArrayPractice {

    public static void main(String[] args) {
        int[] nums = {5, 3, 9, 1, 7};
        System.out.println("original: " + nums); // expect: QUA-ARRAY-TO-STRING
        Arrays.sort(nums);
        System.out.println("sorted: " + Arrays.toString(nums)); // ok: QUA-ARRAY-TO-STRING
        int[] copy = nums;
        copy[0] = 100;
        System.out.println("nums[0] is now " + nums[0]);
        String[] words = {"b", "a"};
        System.out.println(words); // expect: QUA-ARRAY-TO-STRING
        System.out.println(String.join(",", words)); // ok: QUA-ARRAY-TO-STRING
    }
}
