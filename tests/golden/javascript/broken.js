// work in progress, does not run yet
function average(nums) {
  let sum = 0;
  for (let i = 0; i < nums.length; i++ {
    sum += nums[i];
  }
  return sum / nums.length;
}

const msg = "average is ;
console.log(msg, average([1, 2, 3));

const fmt = (x) => `value: ${x.toFixed(2)
const re = /unclosed[a-z/;
function later() {
  return 1 # 2;
}
